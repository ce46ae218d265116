// Portuguese words of lib/date-words.ts (docs/decisions/0043, 0051): in the front page's part of the
// Portuguese catalogue, so a reader downloads the dates of their own interface language only.
import type { Messages } from './date-words.en';

const pt = {
  past: 'há {n} {unit}',
  future: 'em {n} {unit}',
  units: {
    second: ['segundo', 'segundos'],
    minute: ['minuto', 'minutos'],
    hour: ['hora', 'horas'],
    day: ['dia', 'dias'],
    week: ['semana', 'semanas'],
    month: ['mês', 'meses'],
    year: ['ano', 'anos'],
  },
  named: {
    second: { 0: 'agora' },
    minute: { 0: 'este minuto' },
    hour: { 0: 'esta hora' },
    day: { [-2]: 'anteontem', [-1]: 'ontem', 0: 'hoje', 1: 'amanhã', 2: 'depois de amanhã' },
    week: { [-1]: 'semana passada', 0: 'esta semana', 1: 'próxima semana' },
    month: { [-1]: 'mês passado', 0: 'este mês', 1: 'próximo mês' },
    year: { [-1]: 'ano passado', 0: 'este ano', 1: 'próximo ano' },
  },
  months: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
  longMonths: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  weekdays: [
    'domingo',
    'segunda-feira',
    'terça-feira',
    'quarta-feira',
    'quinta-feira',
    'sexta-feira',
    'sábado',
  ],
} satisfies Messages;

export default pt;
