import { type AiModel, aiModelLabels, defaultAiModel } from '@portal/contract';
import { Cpu } from 'lucide-react';
import { Badge, type BadgeSize } from '../../components/Badge/Badge.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';

/** 'GPT-5' for 'gpt-5'; an unknown model id is shown as sent; missing means the default model. */
export function modelLabel(model: AiModel | string | null | undefined): string {
  const id = model?.trim() || defaultAiModel;
  return aiModelLabels[id as AiModel] ?? id;
}

export interface ModelBadgeProps {
  /** `ai_model` of the system settings. @default 'gpt-5' */
  model?: AiModel | string | null;
  /** @default 'md' */
  size?: BadgeSize;
  className?: string;
}

/** The AI model answering in the chat, e.g. 'GPT-5'. */
export function ModelBadge({ model, size, className }: ModelBadgeProps) {
  return (
    <Badge tone="info" size={size} icon={<Cpu size={14} />} className={className}>
      <VisuallyHidden>AI model: </VisuallyHidden>
      {modelLabel(model)}
    </Badge>
  );
}
