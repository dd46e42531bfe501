import { describe, expect, it } from 'vitest';
import { notificationPath, pushDataFor, readPushMessage } from '../src/push';

describe('where a notification leads (SPEC 7)', () => {
  it('opens /posts/{postId} for a NEW_POST', () => {
    expect(notificationPath({ type: 'NEW_POST', postId: '42', title: 'Hola' })).toBe('/posts/42');
    expect(notificationPath({ type: 'NEW_POST', postId: 7 })).toBe('/posts/7');
    expect(notificationPath({ type: 'NEW_POST', postId: 'a/b' })).toBe('/posts/a%2Fb');
  });

  it('opens the execution of a WORKFLOW_TASK (new or expired)', () => {
    const task = { workflowTypeId: 't1', workflowId: 'w1', executionId: 'e1', stepId: 's', title: 'Revisar' };
    expect(notificationPath({ type: 'WORKFLOW_TASK', ...task })).toBe('/workflows/t1/executions/w1/e1');
    expect(notificationPath({ type: 'WORKFLOW_TASK_EXPIRED', ...task })).toBe(
      '/workflows/t1/executions/w1/e1',
    );
    expect(notificationPath({ type: 'WORKFLOW_TASK', executionId: 'e1' })).toBeNull();
  });

  it('leads nowhere without a post or for other types', () => {
    expect(notificationPath({ type: 'NEW_POST' })).toBeNull();
    expect(notificationPath({ type: 'NEW_POST', postId: '' })).toBeNull();
    expect(notificationPath({ type: 'TASK_ASSIGNED', postId: '42' })).toBeNull();
    expect(notificationPath(undefined)).toBeNull();
  });
});

describe('a push message, from the sender to the service worker', () => {
  it('carries the notification id, type, payload and link as strings', () => {
    expect(pushDataFor('n1', { type: 'NEW_POST', postId: 9, title: 'Bienvenida' })).toEqual({
      notificationId: 'n1',
      type: 'NEW_POST',
      payload: '{"type":"NEW_POST","postId":9,"title":"Bienvenida"}',
      link: '/posts/9',
    });
    expect(pushDataFor('n2', { type: 'OTHER' })).not.toHaveProperty('link');
  });

  it('is read back into what the device shows and opens', () => {
    const delivered = {
      notification: { title: 'Nueva publicación', body: 'Bienvenida' },
      data: pushDataFor('n1', { type: 'NEW_POST', postId: '42', title: 'Bienvenida' }),
      from: '1234',
      fcmMessageId: 'm-1',
    };
    expect(readPushMessage(delivered)).toEqual({
      title: 'Nueva publicación',
      body: 'Bienvenida',
      tag: 'n1',
      href: '/posts/42',
    });
  });

  it('still shows a push without a usable payload, opening nothing', () => {
    expect(readPushMessage({ notification: { title: 'Aviso' }, data: { payload: '{oops' } })).toEqual({
      title: 'Aviso',
      body: '',
      tag: null,
      href: null,
    });
  });

  it('ignores messages that are not ours', () => {
    expect(readPushMessage(null)).toBeNull();
    expect(readPushMessage('texto')).toBeNull();
    expect(readPushMessage({ data: { notificationId: 'n1' } })).toBeNull();
  });
});
