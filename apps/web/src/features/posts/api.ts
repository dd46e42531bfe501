import {
  acknowledgePost,
  createPost,
  createPostChannel,
  deletePost,
  deletePostChannel,
  listPosts,
  markPostSeen,
  type PostChannel,
  type PostChannelInput,
  type PostChannelList,
  type PostDetail,
  type PostInput,
  type PostPage,
  unwrap,
  updatePostChannel,
} from '@faena/api-client';
import {
  getPostFiguresOptions,
  getPostOptions,
  listPostChannelsOptions,
  listPostPendingOptions,
} from '@faena/api-client/query';
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  decrementUnread,
  FEED_PAGE_SIZE,
  type FeedPages,
  markAcknowledgedInPages,
  markSeenInPages,
  PENDING_PAGE_SIZE,
  removeFromPages,
} from './model';

/** Every feed (all channels and each one): what a change to a post touches. */
export const FEED_ROOT: QueryKey = ['posts', 'feed'];

/** The feed of one channel, or of every readable one (`null`). */
export const feedKey = (channelId: string | null): QueryKey => [...FEED_ROOT, channelId ?? 'all'];

const channelsKey = () => listPostChannelsOptions().queryKey;
const postKey = (id: string) => getPostOptions({ path: { id } }).queryKey;

/** The channels the person may read (a manager: all), by name. */
export const usePostChannels = () =>
  useQuery({ ...listPostChannelsOptions(), select: (data) => data.results });

/** The feed: newest first, 20 at a time, more on demand (keyset cursor). */
export const usePostFeed = (channelId: string | null, enabled = true) =>
  useInfiniteQuery<PostPage, Error, FeedPages, QueryKey, string | null>({
    queryKey: feedKey(channelId),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        listPosts({
          query: {
            limit: FEED_PAGE_SIZE,
            ...(channelId ? { channelId } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
          signal,
        }),
      ),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });

export const usePost = (id: string) => useQuery({ ...getPostOptions({ path: { id } }), enabled: id !== '' });

export const usePostFigures = (id: string, enabled: boolean) =>
  useQuery({ ...getPostFiguresOptions({ path: { id } }), enabled });

export const usePostPending = (id: string, page: number, search: string, enabled: boolean) =>
  useQuery({
    ...listPostPendingOptions({
      path: { id },
      query: { page, pageSize: PENDING_PAGE_SIZE, ...(search ? { search } : {}) },
    }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every loaded feed with `update` applied. */
function updateFeeds(
  queryClient: QueryClient,
  update: (data: FeedPages | undefined) => FeedPages | undefined,
) {
  for (const [key, data] of queryClient.getQueriesData<FeedPages>({ queryKey: FEED_ROOT }))
    queryClient.setQueryData(key, update(data));
}

/**
 * Records that the person opened the post, once (SPEC: one "seen" per person and post): the
 * request goes when the post is unread, and the loaded feeds and channel counts follow at once.
 */
export function useRecordSeen(post: PostDetail | undefined) {
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!post || post.seen || sent.current === post.id) return;
    sent.current = post.id;
    const { id, channelId } = post;
    unwrap(markPostSeen({ path: { id } })).then(
      () => {
        queryClient.setQueryData<PostDetail>(postKey(id), (current) =>
          current ? { ...current, seen: true, seenAt: current.seenAt ?? new Date().toISOString() } : current,
        );
        updateFeeds(queryClient, (data) => markSeenInPages(data, id));
        queryClient.setQueryData<PostChannelList>(channelsKey(), (list) => decrementUnread(list, channelId));
      },
      // Not recorded (offline, gone): the next visit tries again.
      () => {
        sent.current = null;
      },
    );
  }, [post, queryClient]);
}

/** "Entendido": the server answers the post as acknowledged (and seen). */
export function useAcknowledge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(acknowledgePost({ path: { id } })),
    onSuccess: (post, _variables) => {
      const before = queryClient.getQueryData<PostDetail>(postKey(id));
      queryClient.setQueryData(postKey(id), post);
      updateFeeds(queryClient, (data) => markAcknowledgedInPages(data, id));
      if (before && !before.seen)
        queryClient.setQueryData<PostChannelList>(channelsKey(), (list) =>
          decrementUnread(list, post.channelId),
        );
      void queryClient.invalidateQueries({ queryKey: getPostFiguresOptions({ path: { id } }).queryKey });
      void queryClient.invalidateQueries({ queryKey: [{ _id: 'listPostPending' }] });
    },
  });
}

export async function publishPost(body: PostInput): Promise<PostDetail> {
  return unwrap(createPost({ body }));
}

/** After a publication: the feeds and the channels' counts are stale. */
export function afterPublish(queryClient: QueryClient, post: PostDetail) {
  queryClient.setQueryData(postKey(post.id), post);
  void queryClient.invalidateQueries({ queryKey: FEED_ROOT });
  void queryClient.invalidateQueries({ queryKey: channelsKey() });
}

export async function removePost(queryClient: QueryClient, id: string): Promise<void> {
  await unwrap(deletePost({ path: { id } }));
  updateFeeds(queryClient, (data) => removeFromPages(data, id));
  queryClient.removeQueries({ queryKey: postKey(id) });
  void queryClient.invalidateQueries({ queryKey: FEED_ROOT });
  void queryClient.invalidateQueries({ queryKey: channelsKey() });
}

export async function saveChannel(input: PostChannelInput, id?: string): Promise<PostChannel> {
  return id
    ? unwrap(updatePostChannel({ path: { id }, body: input }))
    : unwrap(createPostChannel({ body: input }));
}

export const removeChannel = (id: string) => unwrap(deletePostChannel({ path: { id } }));

export function invalidateChannels(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: channelsKey() });
  void queryClient.invalidateQueries({ queryKey: FEED_ROOT });
}
