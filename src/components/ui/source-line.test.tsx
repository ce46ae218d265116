import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SourceLine } from './source-line';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const item = {
  contentSource: 'pitchside',
  contentSourceDisplay: 'Pitchside',
  publishedAt: (NOW - 3 * 3_600_000) / 1000,
};

describe('SourceLine', () => {
  it('says who published a story and how long ago, with the full date on hover', async () => {
    render(<SourceLine item={item} now={NOW} />);
    const time = screen.getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-23T09:00:00.000Z');
    expect(screen.getByText('Pitchside')).toBeInTheDocument();
    // Worked out when first pointed at, not while the list renders.
    expect(time).not.toHaveAttribute('title');
    await userEvent.hover(time);
    expect(time.getAttribute('title')).toMatch(/Nov 23, 2026/);
  });
});
