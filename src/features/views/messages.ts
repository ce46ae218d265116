// The saved views' words in the three interface languages (docs/decisions/0025): the views page's list,
// its rename and reorder controls, and the file that carries views to another browser.
import { defineMessages, plural } from '@/lib/i18n';
import { MAX_NAME_LENGTH, MAX_VIEWS } from './store';
import { VIEWS_FILE_NAME } from './views-file';

export interface ImportCounts {
  added: number;
  alreadySaved: number;
  leftOut: number;
}

export const viewsMessages = defineMessages({
  en: {
    listTitle: 'Your views',
    loading: 'Loading your views…',
    empty: 'No saved views yet. On a filtered feed, press “Save view” to keep its filters here.',
    emptyLink: 'Browse the categories',
    rename: 'Rename',
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    moveUpTitle: 'Move up',
    moveDownTitle: 'Move down',
    delete: 'Delete',
    newName: 'New name',
    saveName: 'Save name',
    cancel: 'Cancel',
    nameNeeded: `A view needs a name of 1 to ${MAX_NAME_LENGTH} characters.`,
    renamed: (name: string) => `Renamed to “${name}”.`,
    moved: (name: string, place: number, of: number) => `Moved “${name}” to place ${place} of ${of}.`,
    deleted: (name: string) => `Deleted “${name}”`,
    undo: 'Undo',
    fileTitle: 'Move your views to another browser',
    fileHelp: `Export saves your views, and the sources, topics and categories you follow or mute, to a file (${VIEWS_FILE_NAME}); import it in another browser. Imported views are added to yours; a view already saved is not added twice.`,
    importedFollows: (added: number) =>
      added === 0
        ? 'No new follows or mutes.'
        : `${plural('en', added, { one: '# follow or mute', other: '# follows and mutes' })} added.`,
    export: 'Export views',
    import: 'Import views',
    exported: (count: number) =>
      `Exported ${plural('en', count, { one: '# view', other: '# views' })} to ${VIEWS_FILE_NAME}.`,
    tooLarge: 'This file is too large to be a saved-views file. Nothing was imported.',
    unreadable: 'This file could not be read. Nothing was imported.',
    imported: ({ added, alreadySaved, leftOut }: ImportCounts) =>
      [
        added === 0
          ? 'No new views in this file'
          : `Imported ${plural('en', added, { one: '# view', other: '# views' })}`,
        alreadySaved > 0
          ? plural('en', alreadySaved, { one: '# was already saved', other: '# were already saved' })
          : '',
        leftOut > 0 ? `${leftOut} left out: at most ${MAX_VIEWS} views are kept` : '',
      ]
        .filter(Boolean)
        .join('; ') + '.',
  },
  es: {
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
  },
  pt: {
    listTitle: 'Suas visões',
    loading: 'Carregando suas visões…',
    empty:
      'Nenhuma visão salva ainda. Num feed filtrado, toque em “Salvar visão” para guardar os filtros aqui.',
    emptyLink: 'Ver as categorias',
    rename: 'Renomear',
    moveUp: (name: string) => `Subir ${name}`,
    moveDown: (name: string) => `Descer ${name}`,
    moveUpTitle: 'Subir',
    moveDownTitle: 'Descer',
    delete: 'Apagar',
    newName: 'Novo nome',
    saveName: 'Salvar nome',
    cancel: 'Cancelar',
    nameNeeded: `Uma visão precisa de um nome de 1 a ${MAX_NAME_LENGTH} caracteres.`,
    renamed: (name: string) => `Renomeada para “${name}”.`,
    moved: (name: string, place: number, of: number) => `“${name}” movida para a posição ${place} de ${of}.`,
    deleted: (name: string) => `“${name}” apagada`,
    undo: 'Desfazer',
    fileTitle: 'Leve suas visões para outro navegador',
    fileHelp: `Exportar salva suas visões, e as fontes, temas e categorias que você segue ou silencia, num arquivo (${VIEWS_FILE_NAME}); importe-o em outro navegador. As visões importadas se somam às suas; uma visão já salva não é adicionada duas vezes.`,
    importedFollows: (added: number) =>
      added === 0
        ? 'Nenhum item seguido ou silenciado novo.'
        : `${plural('pt', added, { one: '# item seguido ou silenciado adicionado', other: '# itens seguidos ou silenciados adicionados' })}.`,
    export: 'Exportar visões',
    import: 'Importar visões',
    exported: (count: number) =>
      `${plural('pt', count, { one: '# visão exportada', other: '# visões exportadas' })} para ${VIEWS_FILE_NAME}.`,
    tooLarge: 'Este arquivo é grande demais para ser de visões salvas. Nada foi importado.',
    unreadable: 'Não foi possível ler este arquivo. Nada foi importado.',
    imported: ({ added, alreadySaved, leftOut }: ImportCounts) =>
      [
        added === 0
          ? 'Nenhuma visão nova neste arquivo'
          : plural('pt', added, { one: '# visão importada', other: '# visões importadas' }),
        alreadySaved > 0
          ? plural('pt', alreadySaved, { one: '# já estava salva', other: '# já estavam salvas' })
          : '',
        leftOut > 0 ? `${leftOut} de fora: no máximo ${MAX_VIEWS} visões são mantidas` : '',
      ]
        .filter(Boolean)
        .join('; ') + '.',
  },
});
