// Spanish words of lib/date-words.ts (docs/decisions/0043, 0051): in the front page's part of the
// Spanish catalogue, so a reader downloads the dates of their own interface language only.
import type { Messages } from './date-words.en';

const es = {
  past: 'hace {n} {unit}',
  future: 'dentro de {n} {unit}',
  units: {
    second: ['segundo', 'segundos'],
    minute: ['minuto', 'minutos'],
    hour: ['hora', 'horas'],
    day: ['día', 'días'],
    week: ['semana', 'semanas'],
    month: ['mes', 'meses'],
    year: ['año', 'años'],
  },
  named: {
    second: { 0: 'ahora' },
    minute: { 0: 'este minuto' },
    hour: { 0: 'esta hora' },
    day: { [-2]: 'anteayer', [-1]: 'ayer', 0: 'hoy', 1: 'mañana', 2: 'pasado mañana' },
    week: { [-1]: 'la semana pasada', 0: 'esta semana', 1: 'la próxima semana' },
    month: { [-1]: 'el mes pasado', 0: 'este mes', 1: 'el próximo mes' },
    year: { [-1]: 'el año pasado', 0: 'este año', 1: 'el próximo año' },
  },
  months: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  longMonths: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
} satisfies Messages;

export default es;
