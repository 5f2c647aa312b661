import { visualShard } from './stories.tsx';

await visualShard(2, 4);
