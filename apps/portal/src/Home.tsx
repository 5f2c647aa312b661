import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import * as styles from './Home.css.ts';

type Health = 'checking' | 'ok' | 'unreachable';

/** A first page that proves the whole chain: built portal, served by the API server, which answers. */
export function Home() {
  const [health, setHealth] = useState<Health>('checking');
  const check = () => {
    setHealth('checking');
    fetch('/api/health')
      .then((res) => setHealth(res.ok ? 'ok' : 'unreachable'))
      .catch(() => setHealth('unreachable'));
  };
  useEffect(check, []);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Staff Portal</h1>
      <p className={styles.lead}>Assistant, knowledge base and BOOST support tickets for our staff.</p>
      <p role="status" className={styles.status}>
        {health === 'checking' && 'Checking the server...'}
        {health === 'ok' && 'Server is up.'}
        {health === 'unreachable' && 'The server cannot be reached.'}
      </p>
      <Button variant="secondary" onPress={check}>
        Check again
      </Button>
    </main>
  );
}
