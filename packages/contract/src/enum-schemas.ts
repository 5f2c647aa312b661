/** The zod schema of each closed set in enums.ts (kept apart so label-only imports stay zod-free). */
import { z } from 'zod';
import {
  aiModelValues,
  analyticsPeriodValues,
  answerEngineValues,
  assignedFilterValues,
  auditActionValues,
  boostRoleValues,
  businessUnitStatusValues,
  businessUnitTypeValues,
  cacheKindValues,
  chatResponseTypeValues,
  chatRoleValues,
  chatTicketClassificationValues,
  classificationValues,
  departmentValues,
  documentApprovalStatusValues,
  documentProcessingStatusValues,
  feedbackRatingValues,
  kbDepartmentValues,
  notificationConnectionValues,
  notificationTypeValues,
  roleValues,
  ticketClassificationValues,
  ticketPriorityValues,
  ticketScopeValues,
  ticketSortValues,
  ticketStatusFilterValues,
  ticketStatusValues,
} from './enums.ts';
import { permissionValues } from './permissions.ts';

export const roleSchema = z.enum(roleValues);
export const boostRoleSchema = z.enum(boostRoleValues);
export const ticketStatusSchema = z.enum(ticketStatusValues);
export const ticketStatusFilterSchema = z.enum(ticketStatusFilterValues);
export const ticketPrioritySchema = z.enum(ticketPriorityValues);
export const classificationSchema = z.enum(classificationValues);
export const ticketClassificationSchema = z.enum(ticketClassificationValues);
export const chatTicketClassificationSchema = z.enum(chatTicketClassificationValues);
export const assignedFilterSchema = z.enum(assignedFilterValues);
export const ticketSortSchema = z.enum(ticketSortValues);
export const ticketScopeSchema = z.enum(ticketScopeValues);
export const auditActionSchema = z.enum(auditActionValues);
export const departmentSchema = z.enum(departmentValues);
export const kbDepartmentSchema = z.enum(kbDepartmentValues);
export const businessUnitTypeSchema = z.enum(businessUnitTypeValues);
export const businessUnitStatusSchema = z.enum(businessUnitStatusValues);
export const notificationTypeSchema = z.enum(notificationTypeValues);
export const notificationConnectionSchema = z.enum(notificationConnectionValues);
export const documentApprovalStatusSchema = z.enum(documentApprovalStatusValues);
export const documentProcessingStatusSchema = z.enum(documentProcessingStatusValues);
export const chatRoleSchema = z.enum(chatRoleValues);
export const chatResponseTypeSchema = z.enum(chatResponseTypeValues);
export const feedbackRatingSchema = z.enum(feedbackRatingValues);
export const aiModelSchema = z.enum(aiModelValues);
export const answerEngineSchema = z.enum(answerEngineValues);
export const analyticsPeriodSchema = z.enum(analyticsPeriodValues);
export const cacheKindSchema = z.enum(cacheKindValues);
export const ticketTierSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const cacheHoursSchema = z.union([
  z.literal(1),
  z.literal(6),
  z.literal(24),
  z.literal(72),
  z.literal(168),
]);
export const permissionSchema = z.enum(permissionValues);
/** Permission name -> granted; unknown names are rejected. */
export const permissionMapSchema = z.partialRecord(permissionSchema, z.boolean());
