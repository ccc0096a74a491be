/** The signed-in reader as the chat knows them. */
export interface ChatUser {
  id: string;
  first_name: string;
  email: string;
}

/** The support chat, as the shell drives it. */
export interface SupportChat {
  /** Sign-in (a user) or sign-out (null). */
  userChanged(user: ChatUser | null): void;
  /** A client-side navigation has happened. */
  routeChanged(): void;
  stop(): void;
}

/** No chat configured: nothing loads, nothing is sent. */
export const noSupportChat: SupportChat = {
  userChanged: () => undefined,
  routeChanged: () => undefined,
  stop: () => undefined,
};
