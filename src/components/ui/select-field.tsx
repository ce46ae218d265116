import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

const fieldClasses =
  'min-h-10 rounded-md border border-rule bg-paper-raised px-3 text-sm hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-accent';

/** A native select with its visible label (the label is its accessible name). */
export function SelectField({
  label,
  value,
  onChange,
  children,
  inline = false,
  className = '',
  selectClassName = '',
  ...rest
}: {
  label: ReactNode;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
  /** Label beside the select rather than above it. */
  inline?: boolean;
  className?: string;
  selectClassName?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children' | 'id' | 'className'>) {
  const id = useId();
  return (
    <div
      className={`${inline ? 'flex items-center gap-2' : 'flex flex-col gap-1'} min-w-0 max-w-full ${className}`}
    >
      <label htmlFor={id} className="text-sm font-medium text-ink-soft">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClasses} max-w-full ${selectClassName}`}
        {...rest}
      >
        {children}
      </select>
    </div>
  );
}
