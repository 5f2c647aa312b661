export {
  InstructionFlagsDialog,
  type InstructionFlagsDialogProps,
  instructionFlagsDialogText,
} from './InstructionFlagsDialog.tsx';
