// Its own chunk: the permission matrix loads when the Permissions dialog first opens.
export { PermissionMatrix as default } from '@portal/ui';
