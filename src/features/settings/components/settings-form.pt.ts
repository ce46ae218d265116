// Portuguese words of features/settings/components/settings-form.tsx (docs/decisions/0043).
import type { Messages } from './settings-form.en';

const pt = {
  personalisation: 'Personalização',
  optOut: 'Desativar a personalização',
  optOutNote:
    'Quando ativado, as notícias aparecem das mais recentes para as mais antigas para todos, e o serviço não registra nada sobre sua leitura.',
  defaults: 'Idioma e país das notícias',
  language: 'Idioma',
  anyLanguage: 'Qualquer idioma',
  country: 'País',
  anyCountry: 'Qualquer país',
  needsJavaScript:
    'As configurações ficam guardadas neste navegador e são alteradas pelos scripts do Gazette, que seu navegador não executa. Ative o JavaScript para alterá-las.',
} satisfies Messages;

export default pt;
