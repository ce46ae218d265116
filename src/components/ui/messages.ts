// Words the shared UI pieces and several parts of the app use alike ("Try again", "Undo", sport names).
// Country and language names in the interface language are lib/countries' and lib/languages'.
import type { SportType } from '@contract/vocabulary';
import { defineMessages } from '@/lib/i18n';

export const uiMessages = defineMessages({
  en: {
    tryAgain: 'Try again',
    details: 'Details',
    backToFront: 'Back to the front page',
    notFound: 'Not found',
    cancel: 'Cancel',
    close: 'Close',
    undo: 'Undo',
    dismiss: 'Dismiss',
    notifications: 'Notifications',
    siteDescription: 'Gazette: news, the people you follow, and comics by date.',
    source: 'Source',
    sports: { 1: 'Soccer', 2: 'Basketball', 6: 'Football' } satisfies Record<SportType, string>,
  },
  es: {
    tryAgain: 'Reintentar',
    details: 'Detalles',
    backToFront: 'Volver a la portada',
    notFound: 'No encontrado',
    cancel: 'Cancelar',
    close: 'Cerrar',
    undo: 'Deshacer',
    dismiss: 'Cerrar',
    notifications: 'Notificaciones',
    siteDescription: 'Gazette: noticias, las personas que sigues y cómics por fecha.',
    source: 'Fuente',
    sports: { 1: 'Fútbol', 2: 'Baloncesto', 6: 'Fútbol americano' },
  },
  pt: {
    tryAgain: 'Tentar novamente',
    details: 'Detalhes',
    backToFront: 'Voltar à primeira página',
    notFound: 'Não encontrado',
    cancel: 'Cancelar',
    close: 'Fechar',
    undo: 'Desfazer',
    dismiss: 'Fechar',
    notifications: 'Notificações',
    siteDescription: 'Gazette: notícias, as pessoas que você segue e quadrinhos por data.',
    source: 'Fonte',
    sports: { 1: 'Futebol', 2: 'Basquete', 6: 'Futebol americano' },
  },
});

/** A sport's name in the interface's words (`undefined` for a code the contract does not know). */
export function sportLabel(
  sports: Readonly<Record<SportType, string>>,
  sportType: number | null | undefined,
): string | undefined {
  return sportType != null && sportType in sports ? sports[sportType as SportType] : undefined;
}
