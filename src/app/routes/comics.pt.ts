// Portuguese words of app/routes/comics.tsx (docs/decisions/0043).
import type { Messages } from './comics.en';

const pt = {
  title: 'Quadrinhos',
  intro: 'As tirinhas de cada dia, por tema — e o mesmo dia em outro idioma.',
} satisfies Messages;

export default pt;
