// Follows: one row per (user, person|team) pair; writes are idempotent by construction.
import type { Db } from './database';

export interface FollowedPersonRow {
  id: string;
  name: string;
  sport_type: number | null;
}
export interface FollowedTeamRow {
  id: string;
  name: string;
  sport_type: number;
  competition_id: number;
}

/** The user operation's filters, applied in SQL (a null filter matches everything). */
export interface FollowFilter {
  sportType?: number;
  competitionId?: number;
}

interface FollowParams {
  user: string;
  sport: number | null;
  competition?: number | null;
}

export class UserRepository {
  private readonly followPerson;
  private readonly unfollowPerson;
  private readonly followTeam;
  private readonly unfollowTeam;
  private readonly persons;
  private readonly teams;
  private readonly isPersonFollowed;
  private readonly isTeamFollowed;

  constructor(db: Db) {
    this.followPerson = db.prepare(
      'INSERT OR IGNORE INTO person_follows (user_id, person_id, created_at) VALUES (?, ?, ?)',
    );
    this.unfollowPerson = db.prepare('DELETE FROM person_follows WHERE user_id = ? AND person_id = ?');
    this.followTeam = db.prepare(
      'INSERT OR IGNORE INTO team_follows (user_id, team_id, created_at) VALUES (?, ?, ?)',
    );
    this.unfollowTeam = db.prepare('DELETE FROM team_follows WHERE user_id = ? AND team_id = ?');
    // Persons without a sport pass a sport filter (a coach of no sport is still followed).
    this.persons = db.prepare<[FollowParams], FollowedPersonRow>(
      `SELECT p.id, p.name, p.sport_type FROM person_follows f JOIN persons p ON p.id = f.person_id
        WHERE f.user_id = @user AND (@sport IS NULL OR p.sport_type IS NULL OR p.sport_type = @sport)
        ORDER BY f.created_at, p.id`,
    );
    this.teams = db.prepare<[FollowParams], FollowedTeamRow>(
      `SELECT t.id, t.name, t.sport_type, t.competition_id FROM team_follows f JOIN teams t ON t.id = f.team_id
        WHERE f.user_id = @user AND (@sport IS NULL OR t.sport_type = @sport)
          AND (@competition IS NULL OR t.competition_id = @competition)
        ORDER BY f.created_at, t.id`,
    );
    this.isPersonFollowed = db
      .prepare('SELECT 1 FROM person_follows WHERE user_id = ? AND person_id = ?')
      .pluck();
    this.isTeamFollowed = db.prepare('SELECT 1 FROM team_follows WHERE user_id = ? AND team_id = ?').pluck();
  }

  setPersonFollow(userId: string, personId: string, follow: boolean): void {
    if (follow) this.followPerson.run(userId, personId, Date.now());
    else this.unfollowPerson.run(userId, personId);
  }

  setTeamFollow(userId: string, teamId: string, follow: boolean): void {
    if (follow) this.followTeam.run(userId, teamId, Date.now());
    else this.unfollowTeam.run(userId, teamId);
  }

  followedPersons(userId: string, filter: FollowFilter = {}): FollowedPersonRow[] {
    return this.persons.all({ user: userId, sport: filter.sportType ?? null });
  }

  followedTeams(userId: string, filter: FollowFilter = {}): FollowedTeamRow[] {
    return this.teams.all({
      user: userId,
      sport: filter.sportType ?? null,
      competition: filter.competitionId ?? null,
    });
  }

  followsPerson(userId: string, personId: string): boolean {
    return this.isPersonFollowed.get(userId, personId) !== undefined;
  }

  followsTeam(userId: string, teamId: string): boolean {
    return this.isTeamFollowed.get(userId, teamId) !== undefined;
  }
}
