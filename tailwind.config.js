// The theme lives here (Tailwind 4 loads it through `@config` in src/index.css).
/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        serif: ['Georgia', 'Cambria', '"Times New Roman"', 'Times', 'serif'],
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      colors: {
        ink: {
          DEFAULT: '#1a1a1a',
          soft: '#4a4a4a',
          muted: '#6b6b6b',
        },
        paper: {
          DEFAULT: '#fbfaf7',
          raised: '#ffffff',
          sunk: '#f1efe9',
        },
        accent: {
          DEFAULT: '#b3261e',
          strong: '#8c1d17',
          soft: '#fbe9e7',
        },
        rule: '#e2dfd6',
      },
      maxWidth: {
        prose: '68ch',
      },
    },
  },
};
