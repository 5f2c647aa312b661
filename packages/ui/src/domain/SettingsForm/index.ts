export { cacheHourChoiceLabels, SettingsForm, type SettingsFormProps } from './SettingsForm.tsx';
