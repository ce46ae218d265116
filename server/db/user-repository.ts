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
    this.followPerson = db.prepare('INSERT OR IGNORE INTO person_follows (user_id, person_id, created_at) VALUES (?, ?, ?)');
    this.unfollowPerson = db.prepare('DELETE FROM person_follows WHERE user_id = ? AND person_id = ?');
    this.followTeam = db.prepare('INSERT OR IGNORE INTO team_follows (user_id, team_id, created_at) VALUES (?, ?, ?)');
    this.unfollowTeam = db.prepare('DELETE FROM team_follows WHERE user_id = ? AND team_id = ?');
    this.persons = db.prepare<[string], FollowedPersonRow>(
      `SELECT p.id, p.name, p.sport_type FROM person_follows f JOIN persons p ON p.id = f.person_id
        WHERE f.user_id = ? ORDER BY f.created_at, p.id`,
    );
    this.teams = db.prepare<[string], FollowedTeamRow>(
      `SELECT t.id, t.name, t.sport_type, t.competition_id FROM team_follows f JOIN teams t ON t.id = f.team_id
        WHERE f.user_id = ? ORDER BY f.created_at, t.id`,
    );
    this.isPersonFollowed = db.prepare('SELECT 1 FROM person_follows WHERE user_id = ? AND person_id = ?').pluck();
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

  followedPersons(userId: string): FollowedPersonRow[] {
    return this.persons.all(userId);
  }

  followedTeams(userId: string): FollowedTeamRow[] {
    return this.teams.all(userId);
  }

  followsPerson(userId: string, personId: string): boolean {
    return this.isPersonFollowed.get(userId, personId) !== undefined;
  }

  followsTeam(userId: string, teamId: string): boolean {
    return this.isTeamFollowed.get(userId, teamId) !== undefined;
  }
}
