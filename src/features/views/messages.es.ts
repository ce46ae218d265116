// Spanish words of features/views/messages.ts (docs/decisions/0043).
import type { ImportCounts, Messages } from './messages.en';
import { plural } from '@/lib/i18n';
import { MAX_NAME_LENGTH, MAX_VIEWS, VIEWS_FILE_NAME } from './limits';

const es = {
  listTitle: 'Tus vistas',
  loading: 'Cargando tus vistas…',
  empty:
    'Aún no hay vistas guardadas. En un feed filtrado, pulsa “Guardar vista” para guardar sus filtros aquí.',
  emptyLink: 'Ver las categorías',
  rename: 'Renombrar',
  moveUp: (name: string) => `Subir ${name}`,
  moveDown: (name: string) => `Bajar ${name}`,
  moveUpTitle: 'Subir',
  moveDownTitle: 'Bajar',
  delete: 'Borrar',
  newName: 'Nuevo nombre',
  saveName: 'Guardar nombre',
  cancel: 'Cancelar',
  nameNeeded: `Una vista necesita un nombre de 1 a ${MAX_NAME_LENGTH} caracteres.`,
  renamed: (name: string) => `Renombrada como “${name}”.`,
  moved: (name: string, place: number, of: number) => `“${name}” movida al puesto ${place} de ${of}.`,
  deleted: (name: string) => `“${name}” borrada`,
  undo: 'Deshacer',
  fileTitle: 'Lleva tus vistas a otro navegador',
  fileHelp: `Exportar guarda tus vistas, y las fuentes, temas y categorías que sigues o silencias, en un archivo (${VIEWS_FILE_NAME}); impórtalo en otro navegador. Las vistas importadas se añaden a las tuyas; una vista ya guardada no se añade dos veces.`,
  importedFollows: (added: number) =>
    added === 0
      ? 'Ningún seguimiento ni silencio nuevo.'
      : `${plural('es', added, { one: '# seguimiento o silencio añadido', other: '# seguimientos y silencios añadidos' })}.`,
  export: 'Exportar vistas',
  import: 'Importar vistas',
  exported: (count: number) =>
    `${plural('es', count, { one: '# vista exportada', other: '# vistas exportadas' })} a ${VIEWS_FILE_NAME}.`,
  tooLarge: 'Este archivo es demasiado grande para ser de vistas guardadas. No se importó nada.',
  unreadable: 'No se pudo leer este archivo. No se importó nada.',
  imported: ({ added, alreadySaved, leftOut }: ImportCounts) =>
    [
      added === 0
        ? 'No hay vistas nuevas en este archivo'
        : plural('es', added, { one: '# vista importada', other: '# vistas importadas' }),
      alreadySaved > 0
        ? plural('es', alreadySaved, { one: '# ya estaba guardada', other: '# ya estaban guardadas' })
        : '',
      leftOut > 0 ? `${leftOut} fuera: se guardan como mucho ${MAX_VIEWS} vistas` : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
} satisfies Messages;

export default es;
