export type Role = 'customer' | 'restaurant_owner' | 'admin';

/** The authenticated caller, taken from a verified access token. */
export interface Actor {
  userId: string;
  role: Role;
  mustChangePassword: boolean;
}

/** Verifies a bearer token; returns null when it is missing, invalid or expired. */
export type TokenVerifier = (token: string) => Promise<Actor | null>;
