import {
  type BusinessUnit,
  type BusinessUnitCreateRequest,
  type BusinessUnitStatus,
  type BusinessUnitType,
  businessUnitStatusOptions,
  businessUnitTypeOptions,
  defaultBusinessUnitStatus,
  defaultBusinessUnitType,
  messages,
} from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Form, FormActions } from '../../components/Form/Form.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';

export interface BusinessUnitFormProps {
  /** The unit being edited; omit to create one. */
  unit?: BusinessUnit | null;
  /** Called with the trimmed values (blank code and description become null). */
  onSubmit: (values: BusinessUnitCreateRequest) => void;
  /** 'Cancel'; omit to hide it. */
  onCancel?: () => void;
  /** Show the submit button as busy while saving. @default false */
  isSubmitting?: boolean;
}

/**
 * Add or edit a business unit: name (required: the submit button stays disabled while it is blank),
 * code, type (required, default 'Business Support'), status (default 'Active') and description.
 */
export function BusinessUnitForm({ unit, onSubmit, onCancel, isSubmitting = false }: BusinessUnitFormProps) {
  const [name, setName] = useState(unit?.name ?? '');
  const [code, setCode] = useState(unit?.code ?? '');
  const [type, setType] = useState<BusinessUnitType>(unit?.type ?? defaultBusinessUnitType);
  const [status, setStatus] = useState<BusinessUnitStatus>(unit?.status ?? defaultBusinessUnitStatus);
  const [description, setDescription] = useState(unit?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const blank = name.trim() === '';

  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) {
          // Reachable with Enter in a field even though the button is disabled.
          setNameError(messages.businessUnitNameRequired);
          return;
        }
        onSubmit({
          name: name.trim(),
          code: code.trim() || null,
          type,
          status,
          description: description.trim() || null,
        });
      }}
    >
      <TextField
        label="Name"
        name="name"
        isRequired
        autoFocus
        value={name}
        onChange={(next) => {
          setName(next);
          if (next.trim()) setNameError(null);
        }}
        isInvalid={nameError !== null}
        errorMessage={nameError ?? undefined}
      />
      <TextField
        label="Code"
        name="code"
        description="A short code, e.g. AFR"
        value={code}
        onChange={setCode}
      />
      <Select
        label="Type"
        name="type"
        isRequired
        selectedKey={type}
        onSelectionChange={(key) => key !== null && setType(key as BusinessUnitType)}
        items={businessUnitTypeOptions.map((option) => ({ id: option.value, label: option.label }))}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <Select
        label="Status"
        name="status"
        selectedKey={status}
        onSelectionChange={(key) => key !== null && setStatus(key as BusinessUnitStatus)}
        items={businessUnitStatusOptions.map((option) => ({ id: option.value, label: option.label }))}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <TextArea
        label="Description"
        name="description"
        rows={3}
        value={description}
        onChange={setDescription}
      />
      <FormActions>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          isDisabled={blank}
          isPending={isSubmitting}
          pendingLabel="Saving..."
        >
          {unit ? 'Update Business Unit' : 'Create Business Unit'}
        </Button>
      </FormActions>
    </Form>
  );
}
