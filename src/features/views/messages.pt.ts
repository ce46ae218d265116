// Portuguese words of features/views/messages.ts (docs/decisions/0043).
import type { ImportCounts, Messages } from './messages.en';
import { plural } from '@/lib/i18n';
import { MAX_NAME_LENGTH, MAX_VIEWS, VIEWS_FILE_NAME } from './limits';

const pt = {
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
} satisfies Messages;

export default pt;
