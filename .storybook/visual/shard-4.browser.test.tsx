import { visualShard } from './stories.tsx';

await visualShard(3, 4);
