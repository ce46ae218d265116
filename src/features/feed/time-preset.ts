// The time filter's presets, named apart from time-range.ts so the messages can key their words by them
// without importing the module that imports the messages (an import cycle).
export type TimePreset = 'any' | 'day' | 'week' | 'month' | 'custom';
