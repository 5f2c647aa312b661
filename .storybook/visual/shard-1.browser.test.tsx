import { visualShard } from './stories.tsx';

await visualShard(0, 4);
