import { useId } from 'react';
import { RadioPill } from '@/components/ui/radio-pill';
import { useMessages } from '@/lib/i18n';
import { articleMessages } from '../messages';
import { TEXT_SIZES, textSizeStore, type TextSize } from '../text-size';

const GLYPH: Record<TextSize, string> = { small: 'text-xs', medium: 'text-sm', large: 'text-lg' };

/** Three radios drawn as a small "A A A": the article body's text size, remembered. */
export function TextSizeChoice() {
  const t = useMessages(articleMessages);
  const size = textSizeStore.use();
  const name = useId();
  return (
    <fieldset className="flex items-center gap-0.5 rounded-full border border-rule p-0.5">
      <legend className="sr-only">{t.textSize}</legend>
      {TEXT_SIZES.map((option) => (
        <RadioPill
          key={option}
          look="quiet"
          name={name}
          value={option}
          checked={size === option}
          onChange={() => textSizeStore.set(option)}
        >
          <span aria-hidden="true" className={`font-serif font-semibold ${GLYPH[option]}`}>
            A
          </span>
          <span className="sr-only">{t.textSizes[option]}</span>
        </RadioPill>
      ))}
    </fieldset>
  );
}
