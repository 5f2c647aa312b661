import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';
import { messages } from './constants.ts';

describe('business constants', () => {
  it('limits and durations of both specs', () => {
    expect(c.ATTACHMENT_MAX_BYTES).toBe(10485760);
    expect([...c.ATTACHMENT_ACCEPTED_EXTENSIONS]).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      '.txt',
      '.jpg',
      '.jpeg',
      '.png',
    ]);
    expect([...c.DOCUMENT_ACCEPTED_EXTENSIONS]).toEqual(['.pdf', '.docx', '.txt']);
    expect([
      c.TOAST_DURATION_SUCCESS_MS,
      c.TOAST_DURATION_ERROR_MS,
      c.TOAST_DURATION_PERSONAL_CODE_MS,
    ]).toEqual([3000, 5000, 10000]);
    expect(c.NOTIFICATION_POLL_INTERVAL_MS).toBe(15000);
    expect(c.NOTIFICATION_STREAM_RETRY_DELAY_MS).toBe(1000);
    expect(c.NOTIFICATION_MAX_ITEMS).toBe(50);
    expect(c.NOTIFICATION_SOUND_VOLUME).toBe(0.5);
    expect(c.UNREAD_BADGE_OVERFLOW_TEXT).toBe('99+');
    expect(c.API_MAX_ATTEMPTS).toBe(3);
    expect([...c.API_RETRY_DELAYS_MS]).toEqual([1000, 2000]);
    expect(c.CAROUSEL_INTERVAL_MS).toBe(6000);
    expect(c.TICKET_COLUMN_PAGE_SIZE).toBe(10);
    expect(c.SLA_RESOLUTION_TARGET_HOURS).toEqual({ low: 240, medium: 120, high: 48, urgent: 24 });
    expect([c.RESPONSE_TIME_EXCELLENT_BELOW_SECONDS, c.RESPONSE_TIME_GOOD_BELOW_SECONDS]).toEqual([15, 30]);
    expect([c.PROCESSING_HEALTH_DEFAULT_MIN_PERCENT, c.PROCESSING_HEALTH_SECONDARY_MIN_PERCENT]).toEqual([
      95, 80,
    ]);
    expect(c.TICKET_CHANNEL_HUB).toBe('Hub');
    expect(c.DEFAULT_TICKET_STATUS_FILTER).toBe('all_open');
    expect(c.TICKET_DETAIL_MAX_WIDTH_PX).toBe(1200);
    expect(c.AUTH_CALLBACK_FAILURE_REDIRECT_MS).toBe(10000);
    expect(c.PERSONAL_CODE_PLACEHOLDER).toBe('------');
    expect(c.USER_ROLE_UPDATED_EVENT).toBe('userRoleUpdated');
    expect([c.MOST_ASKED_QUESTIONS_LIMIT, c.TICKET_CONVERSATIONS_LIMIT, c.KNOWLEDGE_GAPS_LIMIT]).toEqual([
      10, 8, 10,
    ]);
    expect(c.USER_ACTIVITY_LEAGUE_LIMIT).toBe(10);
    expect(c.ANALYTICS_WINDOW_DAYS).toBe(30);
    expect(c.COST_DECIMALS).toBe(4);
    expect(c.POPULAR_QUESTIONS).toHaveLength(c.POPULAR_QUESTION_COUNT);
    expect(c.TEST_BUSINESS_UNITS.map((u) => u.name)).toEqual([
      'Africa Division',
      'Asia Pacific',
      'IT Department',
      'Finance Team',
      'London Office',
    ]);
  });

  it('settings defaults: gpt-5, 24 h cache, registration off, approval on, audit on', () => {
    expect(c.DEFAULT_SYSTEM_SETTINGS).toEqual({
      ai_model: 'gpt-5',
      allow_user_registration: false,
      require_document_approval: true,
      enable_audit_logging: true,
      response_cache_hours: 24,
    });
  });
});

describe('messages (word for word)', () => {
  it('shared call behaviour', () => {
    expect(messages.serviceUnavailableRetrying).toBe('Service temporarily unavailable - retrying...');
    expect(messages.authenticationFailed).toBe('Authentication failed');
    expect(messages.requestFailedWithStatus(418)).toBe('Request failed with status 418');
    expect(messages.connectionIssueTitle).toBe('Connection Issue');
    expect(messages.serviceRestarting).toBe('Service is restarting, please try again in a moment');
    expect(messages.checkConnection).toBe('Please check your connection and try again');
  });

  it('sign-in and chat', () => {
    expect(messages.loginFailed).toBe('Login failed');
    expect(messages.loginConnectionFailed).toBe('Connection failed. Please check your internet connection.');
    expect(messages.enterEmailFirst).toBe('Please enter your email address first');
    expect(messages.callbackNoCode).toBe('no authorization code received');
    expect(messages.callbackFailed(400, 'Bad Request')).toBe('Callback failed (400): Bad Request');
    expect(messages.callbackInvalidResponse).toBe('authentication failed - invalid response format');
    expect(messages.chatSendFailed).toBe('Failed to send message. Please try again.');
    expect(messages.conversationMessagesLoadFailed).toBe('Failed to load conversation messages.');
    expect(messages.noMessages).toBe('No Messages');
  });

  it('tickets', () => {
    expect(messages.validationError).toEqual({
      title: 'Validation Error',
      description: 'Please fill in all required fields',
    });
    expect(messages.justificationRequired).toBe('Critical priority requires justification');
    expect(messages.createTicketFailed).toEqual({
      title: 'Failed to Create Ticket',
      description: 'Please try again or contact support.',
    });
    expect(messages.ticketNotFound('T-1')).toEqual({
      title: 'Ticket Not Found',
      description: 'Unable to load ticket T-1. It may not exist or you may not have access.',
    });
    expect(messages.navigationError).toEqual({
      title: 'Navigation Error',
      description: 'Could not open ticket. Please try again.',
    });
    expect(messages.noChanges).toEqual({ title: 'No Changes', description: 'No changes were made to save.' });
    expect(messages.updateFailedTitle).toBe('❌ Update Failed');
    expect(messages.updateFailed).toBe('Failed to update ticket. Please try again.');
    expect(messages.ticketUpdated).toBe('Ticket Updated Successfully');
    expect(messages.boostAgentUpdateFailedTitle).toBe('Boost Agent Update Failed');
    expect(messages.boostAgentUpdateFailed).toBe('Failed to update boost agent.');
    expect(messages.boostAgentUpdated).toBe('Boost Agent Updated');
  });

  it('uploads', () => {
    expect(messages.fileTooLarge('a.pdf')).toEqual({
      title: 'File too large',
      description: 'a.pdf exceeds 10MB limit',
    });
    expect(messages.uploadFailed('a.pdf', 'boom')).toEqual({
      title: 'Upload failed',
      description: 'Failed to upload a.pdf: boom',
    });
    expect(messages.uploadError).toEqual({
      title: 'Upload error',
      description: 'Failed to process file uploads',
    });
    expect(messages.uploadSuccessful(2)).toEqual({
      title: 'Upload successful',
      description: '2 file(s) uploaded successfully',
    });
    expect(messages.documentUploadFailed('too big')).toBe('Failed to upload document: too big');
  });

  it('users, units and administration', () => {
    expect(messages.nameAndEmailRequired).toEqual({
      title: 'Validation Error',
      description: 'Name and email are required',
    });
    expect(messages.createUserFailed('x')).toBe('Failed to create user: x');
    expect(messages.updateUserFailedWithMessage('x')).toBe('Failed to update user: x');
    expect(messages.userDeleted).toBe('User deleted successfully');
    expect(messages.deleteUserFailed).toBe('Failed to delete user');
    expect(messages.businessUnitNameRequired).toBe('Business unit name is required');
    expect(messages.saveBusinessUnitFailed).toBe('Failed to save business unit');
    expect(messages.deleteBusinessUnitFailed).toBe('Failed to delete business unit');
    expect(messages.businessUnitDeleted).toBe('Business unit deleted successfully');
    expect(messages.businessUnitCreated).toBe('Business unit created successfully');
    expect(messages.businessUnitUpdated).toBe('Business unit updated successfully');
    expect(messages.testUnitsCreated(5)).toBe('Created 5 test business units');
    expect(messages.testUnitsFailed).toBe('Failed to create test business units');
    expect(messages.loadAdminDataFailed).toBe('Failed to load admin data');
    expect(messages.fetchUsersFailed).toBe('Failed to fetch users. Admin access required.');
    expect(messages.savePermissionsFailed('x')).toEqual({
      title: 'Permission Update Failed',
      description: 'Failed to save permissions: x',
    });
    expect(messages.saveSettingsFailed).toBe('Failed to save system settings. Please try again.');
    expect(messages.regenerateCodeFailed).toBe('Failed to regenerate personal code');
    expect(messages.updateUserFailed).toBe('Failed to update user');
    expect(messages.loadConversationFailed).toBe('Failed to load conversation');
    expect(messages.clearBackendCacheFailed('x')).toBe('Failed to clear backend cache: x');
    expect(messages.approvalFailed).toBe('Approval Failed');
    expect(messages.viewOnlyAccess).toBe('View Only Access - Upload access restricted');
  });

  it('confirmations', () => {
    expect(messages.confirmDeleteUser).toBe(
      'Are you sure you want to delete this user? This action cannot be undone.',
    );
    expect(messages.confirmDeleteBusinessUnit).toBe('Are you sure you want to delete this business unit?');
    expect(messages.confirmRegenerateCode).toBe(
      'Generate a new personal code for this user? The old code will no longer work.',
    );
    expect(messages.confirmClearBrowserCache).toBe(
      'Clear all browser cache and reload? This will log you out.',
    );
  });
});
