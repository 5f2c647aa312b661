import {
  type AiModel,
  aiModelOptions,
  type CacheHours,
  cacheHourValues,
  DEFAULT_SYSTEM_SETTINGS,
  defaultCacheHours,
  type SystemSettings,
  type SystemSettingsUpdateRequest,
} from '@portal/contract';
import { useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Form, FormActions } from '../../components/Form/Form.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { Text } from '../../components/Text/Text.tsx';
import * as styles from './SettingsForm.css.ts';

/**
 * The cache choices as the spec words them: '24 (default, recommended)'. (The contract's
 * `cacheHourLabels` say '24 hours (recommended)', which is the chat badge's wording, not this list's.)
 */
export const cacheHourChoiceLabels: Record<CacheHours, string> = {
  1: '1',
  6: '6',
  24: `${defaultCacheHours} (default, recommended)`,
  72: '72',
  168: '168',
};

export interface SettingsFormProps {
  /** The current settings; missing fields start at the defaults. */
  value?: Partial<SystemSettings> | null;
  /** Called with the full settings object (without the read-only fields: key status, what answers). */
  onSubmit: (settings: Required<SystemSettingsUpdateRequest>) => void;
  /** Show 'Save Settings' as busy. @default false */
  isSaving?: boolean;
  /** A failed save, e.g. 'Failed to save system settings. Please try again.' */
  errorMessage?: string | null;
}

/**
 * The System Settings configuration form: AI model, response cache hours, the three switches
 * (registration off, document approval on, audit logging on by default) and the read-only
 * OpenAI key status. While the built-in engine answers, the model choice says it is not in use.
 */
export function SettingsForm({ value, onSubmit, isSaving = false, errorMessage }: SettingsFormProps) {
  const [aiModel, setAiModel] = useState<AiModel>(value?.ai_model ?? DEFAULT_SYSTEM_SETTINGS.ai_model);
  const [cacheHours, setCacheHours] = useState<CacheHours>(
    value?.response_cache_hours ?? DEFAULT_SYSTEM_SETTINGS.response_cache_hours,
  );
  const [registration, setRegistration] = useState(
    value?.allow_user_registration ?? DEFAULT_SYSTEM_SETTINGS.allow_user_registration,
  );
  const [approval, setApproval] = useState(
    value?.require_document_approval ?? DEFAULT_SYSTEM_SETTINGS.require_document_approval,
  );
  const [audit, setAudit] = useState(
    value?.enable_audit_logging ?? DEFAULT_SYSTEM_SETTINGS.enable_audit_logging,
  );
  const keyConfigured = value?.openai_key_configured === true;
  // Choosing a model changes nothing while the built-in engine answers: say so where it is chosen.
  const builtIn = value?.answer_engine === 'built-in';

  return (
    <Form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({
          ai_model: aiModel,
          response_cache_hours: cacheHours,
          allow_user_registration: registration,
          require_document_approval: approval,
          enable_audit_logging: audit,
        });
      }}
    >
      <Select
        label="AI model"
        name="ai_model"
        description={
          builtIn
            ? 'Not in use: no AI service is configured on the server, so the built-in engine answers.'
            : undefined
        }
        selectedKey={aiModel}
        onSelectionChange={(key) => key !== null && setAiModel(key as AiModel)}
        items={aiModelOptions.map((option) => ({
          id: option.value,
          label: `${option.label} (${option.value})`,
        }))}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <Select
        label="Response cache (hours)"
        name="response_cache_hours"
        description="How long identical questions are answered from the cache."
        selectedKey={cacheHours}
        onSelectionChange={(key) => key !== null && setCacheHours(Number(key) as CacheHours)}
        items={cacheHourValues.map((hours) => ({ id: hours, label: cacheHourChoiceLabels[hours] }))}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <div className={styles.switches}>
        <Switch isSelected={registration} onChange={setRegistration} name="allow_user_registration">
          Allow user registration
        </Switch>
        <Switch isSelected={approval} onChange={setApproval} name="require_document_approval">
          Require document approval
        </Switch>
        <Switch isSelected={audit} onChange={setAudit} name="enable_audit_logging">
          Enable audit logging
        </Switch>
      </div>
      <div className={styles.apiKey}>
        <Text size="sm" weight="medium">
          OpenAI API key
        </Text>
        <span>
          <Badge tone={keyConfigured ? 'success' : 'warning'} data-testid="openai-key-status">
            {keyConfigured ? 'Configured' : 'Not configured'}
          </Badge>
        </span>
        <Text size="xs" tone="secondary">
          Set on the server; it cannot be changed here.
        </Text>
      </div>
      {errorMessage ? (
        <Text role="alert" tone="danger" size="sm">
          {errorMessage}
        </Text>
      ) : null}
      <FormActions>
        <Button type="submit" variant="primary" isPending={isSaving} pendingLabel="Saving...">
          Save Settings
        </Button>
      </FormActions>
    </Form>
  );
}
