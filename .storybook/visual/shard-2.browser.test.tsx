import { visualShard } from './stories.tsx';

await visualShard(1, 4);
