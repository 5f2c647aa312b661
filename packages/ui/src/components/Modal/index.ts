export { Modal, type ModalProps, type ModalSize, modalSizes } from './Modal.tsx';
