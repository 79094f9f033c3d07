/** The entities of the contract (product spec §3). Timestamps use the form 2026-11-22T10:15:00+05:30. */

/** What the API shows of a user inside other records: never a password, never an email. */
export interface UserSummary {
  _id: string;
  firstName: string;
  lastName: string;
  username: string;
  avatarURL: string;
}

export interface User extends UserSummary {
  email: string;
  bio: string;
  website: string;
  followers: UserSummary[];
  following: UserSummary[];
  bookmarks: Post[];
  createdAt: string;
  updatedAt: string;
}

export interface Likes {
  likeCount: number;
  likedBy: UserSummary[];
  dislikedBy: UserSummary[];
}

export interface Votes {
  upvotedBy: UserSummary[];
  downvotedBy: UserSummary[];
}

export interface Comment {
  _id: string;
  text: string;
  username: string;
  firstName: string;
  lastName: string;
  avatarURL: string;
  votes: Votes;
  createdAt: string;
  updatedAt: string;
}

export interface Post {
  _id: string;
  content: string;
  username: string;
  firstName: string;
  lastName: string;
  avatarURL: string;
  likes: Likes;
  comments: Comment[];
  createdAt: string;
  updatedAt: string;
}
