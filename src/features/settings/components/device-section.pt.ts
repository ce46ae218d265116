// Portuguese words of features/settings/components/device-section.tsx (docs/decisions/0043).
import type { Messages } from './device-section.en';

const pt = {
  title: 'Use o Gazette em outro dispositivo',
  fromLink: 'Link de outro dispositivo',
  adoptQuestion: 'Usar neste dispositivo o que é seguido neste link?',
  adoptWill: {
    before: 'Este dispositivo vai mostrar o que segue',
    middle: 'em vez de',
    after: '. Você pode desfazer.',
  },
  adoptShares:
    'Quem tiver este link verá quem você seguir neste dispositivo depois de usá-lo, e poderá mudar isso.',
  adopt: 'Usar os deste link',
  keep: 'Manter os meus',
  badLink: 'Este link não contém um id de usuário que o Gazette consiga ler.',
  explain:
    'O Gazette lembra quem você segue com um id privado, sem precisar de conta. Abra este link no celular ou em outro navegador para levar junto o que você segue.',
  copy: 'Copiar link',
  yourId: 'Seu id:',
  otherOptions: 'Outras opções',
  useAnother: 'Usar outro id de usuário',
  paste: 'Cole um id de usuário',
  rule: 'De 1 a 64 letras, números, “-” ou “_”.',
  useThis: 'Usar este id',
  reset: 'Redefinir o id de usuário',
  resetNote: 'Comece do zero neste dispositivo, sem seguir ninguém.',
  resetQuestion: 'Começar do zero com um novo id?',
  resetConfirm: 'Redefinir',
  resetLoses: 'Este dispositivo deixará de mostrar o que você segue com o id',
  resetKeeps: 'Tudo continua guardado lá: Desfazer, ou colar esse id de novo, traz tudo de volta.',
  copied: 'Link copiado. Abra-o no seu outro dispositivo.',
  copyRefused: 'Não é possível copiar aqui; selecione o link e copie manualmente.',
  usingPasted: 'Agora você está usando o id de usuário colado.',
  usingLink: 'Agora você está usando o que é seguido no seu link.',
  newId: 'Um novo id de usuário foi criado. O que você seguia continua com o id antigo.',
} satisfies Messages;

export default pt;
