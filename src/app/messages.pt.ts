// Portuguese words of app/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const pt = {
  nav: {
    home: 'Início',
    following: 'Seguindo',
    categories: 'Categorias',
    comics: 'Quadrinhos',
    saved: 'Salvos',
    profile: 'Perfil',
    settings: 'Ajustes',
  },
  mainNav: 'Principal',
  skip: 'Pular para o conteúdo',
  shortcutsOn:
    'Os atalhos de teclado estão ativados: pressione a tecla de ponto de interrogação para ver a lista.',
  footer: 'Gazette — notícias, pessoas e quadrinhos.',
  searchStories: 'Buscar notícias',
  searchSuggestions: 'Sugestões',
  suggestionCount: (n: number) => `${n} sugest${n === 1 ? 'ão' : 'ões'}; use as setas para escolher.`,
  search: 'Buscar',
  backToTop: '↑ Voltar ao topo',
  offline: 'Você está sem conexão.',
  offlineMore:
    'Páginas, notícias e quadrinhos que você já abriu continuam disponíveis; para seguir alguém é preciso conexão.',
  newVersion: 'Nova versão',
  newVersionReady: 'Uma nova versão do Gazette está pronta.',
  reloadToUpdate: 'Recarregar para atualizar',
  later: 'Mais tarde',
  loadingPage: 'Carregando a página',
  noPageHere: 'Não há nenhuma página neste endereço.',
  pageFailed: 'Não foi possível mostrar esta página',
  followsNeedJavaScript:
    'Quem você segue fica guardado neste navegador e é mostrado pelos scripts do Gazette, que seu navegador não executa. Ative o JavaScript para ver, com as notícias.',
} satisfies Messages;

export default pt;
