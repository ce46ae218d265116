// Comics by language, optional theme and day, newest first.
import type { Db } from './database';

export interface ComicRow {
  content_id: string;
  theme: string;
  language: string;
  pub_date: number;
  size: string;
  width: number;
  height: number;
  caption: string;
}

export interface ComicQuery {
  language: string;
  theme?: string;
  dayStart?: number;
  limit: number;
  offset: number;
}

const COLUMNS = 'content_id, theme, language, pub_date, size, width, height, caption';

export class ComicRepository {
  private readonly statements;
  private readonly byIdStatement;

  constructor(db: Db) {
    const order = 'ORDER BY pub_date DESC, theme, content_id LIMIT ? OFFSET ?';
    this.statements = {
      all: db.prepare(`SELECT ${COLUMNS} FROM comics WHERE language = ? ${order}`),
      theme: db.prepare(`SELECT ${COLUMNS} FROM comics WHERE language = ? AND theme = ? ${order}`),
      day: db.prepare(`SELECT ${COLUMNS} FROM comics WHERE language = ? AND pub_date >= ? AND pub_date < ? ${order}`),
      themeDay: db.prepare(
        `SELECT ${COLUMNS} FROM comics WHERE language = ? AND theme = ? AND pub_date >= ? AND pub_date < ? ${order}`,
      ),
    };
    this.byIdStatement = db.prepare(`SELECT ${COLUMNS} FROM comics WHERE content_id = ?`);
  }

  list(query: ComicQuery): ComicRow[] {
    const { language, theme, dayStart, limit, offset } = query;
    if (theme !== undefined && dayStart !== undefined) {
      return this.statements.themeDay.all(language, theme, dayStart, dayStart + 86_400, limit, offset) as ComicRow[];
    }
    if (theme !== undefined) return this.statements.theme.all(language, theme, limit, offset) as ComicRow[];
    if (dayStart !== undefined) {
      return this.statements.day.all(language, dayStart, dayStart + 86_400, limit, offset) as ComicRow[];
    }
    return this.statements.all.all(language, limit, offset) as ComicRow[];
  }

  byId(contentId: string): ComicRow | undefined {
    return this.byIdStatement.get(contentId) as ComicRow | undefined;
  }
}
