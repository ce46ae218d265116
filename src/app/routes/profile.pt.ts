// Portuguese words of app/routes/profile.tsx (docs/decisions/0043).
import type { Messages } from './profile.en';

const pt = {
  notFound: 'Leitor não encontrado',
  notAnId: (value: string) => `“${value}” não é um id de usuário.`,
  yourProfile: 'Seu perfil',
  reader: (id: string) => `Leitor ${id}`,
  othersFollows: 'Quem este leitor segue',
  intro: {
    before: 'As pessoas e os times que você segue. As notícias deles ficam reunidas em',
    following: 'Seguindo',
    middle: 'na primeira página. Para vê-los em outro dispositivo,',
    link: 'copie seu link em Ajustes',
    after: '.',
  },
  readOnly: 'Visualização somente leitura das pessoas e times seguidos pelo id de usuário',
} satisfies Messages;

export default pt;
