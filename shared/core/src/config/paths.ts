/** Every route of the product (spec §2), in one place. */
export const paths = {
  login: '/',
  signup: '/signup',
  home: '/home',
  explore: '/explore',
  bookmarks: '/bookmarks',
  profile: (username: string) => `/profile/${encodeURIComponent(username)}`,
  post: (postId: string) => `/posts/${encodeURIComponent(postId)}`,
} as const;
