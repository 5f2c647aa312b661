import {
  type AiModel,
  type AnswerEngine,
  aiModelLabels,
  answerEngineLabels,
  defaultAiModel,
} from '@portal/contract';
import { Cpu } from 'lucide-react';
import { Badge, type BadgeSize } from '../../components/Badge/Badge.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';

/** 'GPT-5' for 'gpt-5'; an unknown model id is shown as sent; missing means the default model. */
export function modelLabel(model: AiModel | string | null | undefined): string {
  const id = model?.trim() || defaultAiModel;
  return aiModelLabels[id as AiModel] ?? id;
}

export interface ModelBadgeProps {
  /** The model that answers (`answer_model` of the system settings). @default 'gpt-5' */
  model?: AiModel | string | null;
  /**
   * What answers (`answer_engine`): with 'built-in' (no AI service configured) the badge says
   * 'Built-in engine', whatever the model setting. @default 'openai'
   */
  engine?: AnswerEngine | null;
  /** @default 'md' */
  size?: BadgeSize;
  className?: string;
}

/** What answers in the chat: the AI model, e.g. 'GPT-5', or the 'Built-in engine'. */
export function ModelBadge({ model, engine, size, className }: ModelBadgeProps) {
  return (
    <Badge tone="info" size={size} icon={<Cpu size={14} />} className={className}>
      <VisuallyHidden>Answered by: </VisuallyHidden>
      {engine === 'built-in' ? answerEngineLabels['built-in'] : modelLabel(model)}
    </Badge>
  );
}
