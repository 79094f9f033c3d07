/** Stand-ins for the remotes' pages: each a heading and a labelled field (React's ids). */
import { useParams } from 'react-router-dom';
import { TextField } from '@murmur/ui';
import type { RemotePages } from '@murmur/core';

function Form({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <TextField label="Username" name="username" value="" onChange={() => undefined} />
    </main>
  );
}

function ProfilePage() {
  const { username = '' } = useParams();
  return <Form title={username ? 'A profile' : 'No profile'} />;
}

export const standInPages: Record<string, RemotePages> = {
  'auth/pages': {
    LoginPage: () => <Form title="Log in" />,
    SignupPage: () => <Form title="Sign up" />,
  },
  'feed/pages': {
    HomePage: () => <Form title="Home" />,
    ExplorePage: () => <Form title="Explore" />,
    BookmarksPage: () => <Form title="Bookmarks" />,
  },
  'profile/pages': { ProfilePage },
  'post/pages': { PostPage: () => <Form title="Post" /> },
};
