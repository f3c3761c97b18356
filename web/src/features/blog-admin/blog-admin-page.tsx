import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { MessageSquare, Newspaper } from 'lucide-react'
import {
  blogCategories,
  blogPostInputSchema,
  type AdminBlogPost,
  type BlogPostInput,
  type BlogPostValues,
} from '#contracts/blog'
import { slugFromTitle } from '#contracts/slug'
import { AddButton } from '#web/components/staff/add-button'
import { AdminThumbnail } from '#web/components/staff/admin-thumbnail'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { FormField } from '#web/components/form-field'
import { CategoryField } from '#web/components/staff/category-field'
import { MarkdownContent } from '#web/components/markdown-content'
import { ImageField } from '#web/components/staff/image-field'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceForm } from '#web/components/staff/resource-form'
import { ResourcePageList } from '#web/components/staff/resource-page-list'
import { StaffPage } from '#web/components/staff/staff-page'
import { useResourceDialogs } from '#web/components/staff/use-resource-dialogs'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { formatStaffDate } from '#web/lib/format-staff-date'
import { useStaffResourceChanges } from '#web/lib/staff-resource'
import { useStaffResourcePage, type SortLabels } from '#web/lib/staff-resource-page'
import type * as blogApi from '#contracts/blog-api'
import {
  blankBlogPost,
  blogImageToasts,
  blogPostFormValues,
  blogPostsResource,
} from './blog-posts-resource'

type BlogForm = UseFormReturn<BlogPostInput, unknown, BlogPostValues>

/** The list's sorts, in the Blog Manager's words. */
const sortLabels: SortLabels<typeof blogApi.blogPosts> = {
  newest: 'Newest',
  title: 'Title',
  updated: 'Last updated',
}

/**
 * Blog Manager (spec 3 §2 /blog-admin): every post, drafts included, as cards under 'All Posts';
 * the editor opens in its own tab ('New Post' or 'Edit Post') only while a post is being written.
 * Posts are Markdown (decision 0021), previewed with the renderer the blog uses.
 */
export function BlogAdminPage() {
  const { remove, save } = useStaffResourceChanges<AdminBlogPost, BlogPostValues>(blogPostsResource)
  const posts = useStaffResourcePage<AdminBlogPost>(blogPostsResource)
  const dialogs = useResourceDialogs<AdminBlogPost>()
  const [tab, setTab] = useState<'posts' | 'editor'>('posts')
  const timeZone = useFarmTimeZone()
  const editing = dialogs.editing

  const openNew = () => {
    dialogs.openCreate()
    setTab('editor')
  }
  const openEdit = (post: AdminBlogPost) => {
    dialogs.openEdit(post)
    setTab('editor')
  }
  const allPostsTab = useRef<HTMLButtonElement>(null)
  // Cancel or a save resets the form and closes the editor (spec 3 §4); the list comes back
  // into view with the focus on its tab, rather than lost with the editor.
  const closeEditor = () => {
    dialogs.setFormOpen(false)
    setTab('posts')
    requestAnimationFrame(() => allPostsTab.current?.focus())
  }

  const newButton = <AddButton onClick={openNew}>New Blog Post</AddButton>

  return (
    <StaffPage
      title="Blog Manager"
      description="Write, publish and tidy up the farm's stories. Drafts are seen only here."
      actions={
        <>
          <Button asChild variant="outline">
            <Link to="/admin/blog/comments">
              <MessageSquare aria-hidden="true" />
              Manage Comments
            </Link>
          </Button>
          {newButton}
        </>
      }
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as 'posts' | 'editor')}>
        <TabsList aria-label="Blog Manager">
          <TabsTrigger ref={allPostsTab} value="posts">
            All Posts
          </TabsTrigger>
          {dialogs.formOpen && (
            <TabsTrigger value="editor">{editing ? 'Edit Post' : 'New Post'}</TabsTrigger>
          )}
        </TabsList>

        {/* Both panels stay mounted while editing, so a look at the list keeps the draft. */}
        <TabsContent value="posts" forceMount hidden={tab !== 'posts'}>
          <ResourcePageList
            list={posts}
            records="blog posts"
            searchPlaceholder="Title, text, category or slug"
            sortLabels={sortLabels}
            empty={{
              icon: Newspaper,
              title: 'No blog posts found',
              description: 'Write the first story from the farm.',
              action: newButton,
            }}
          >
            {(post) => (
              <BlogPostCard
                post={post}
                timeZone={timeZone}
                onEdit={() => openEdit(post)}
                onDelete={() => dialogs.openDelete(post)}
              />
            )}
          </ResourcePageList>
        </TabsContent>

        {dialogs.formOpen && (
          <TabsContent value="editor" forceMount hidden={tab !== 'editor'}>
            <BlogPostEditor
              key={editing ? `edit-${editing.id}` : 'new'}
              post={editing}
              onSubmit={(values) => save(values, editing)}
              onClose={closeEditor}
            />
          </TabsContent>
        )}
      </Tabs>

      <ConfirmDialog
        open={dialogs.deleting !== null}
        onOpenChange={dialogs.setDeleteOpen}
        title="Are you sure you want to delete this post?"
        description={
          dialogs.deleting
            ? `“${dialogs.deleting.title}” and its comments will be removed for good.`
            : undefined
        }
        pending={remove.isPending}
        onConfirm={async () => {
          const deleted = dialogs.deleting!
          await remove.mutateAsync(deleted.id)
          if (editing?.id === deleted.id) closeEditor()
        }}
      />
    </StaffPage>
  )
}

function BlogPostCard({
  post,
  timeZone,
  onEdit,
  onDelete,
}: {
  post: AdminBlogPost
  timeZone: string
  onEdit: () => void
  onDelete: () => void
}) {
  const created = formatStaffDate(post.createdAt, timeZone)
  const updated = formatStaffDate(post.updatedAt, timeZone)
  return (
    <ResourceCard
      title={post.title}
      media={post.imageUrl && <AdminThumbnail src={post.imageUrl} shape="landscape" />}
      badges={
        <>
          {post.published ? (
            <Badge variant="secondary">Published</Badge>
          ) : (
            <Badge variant="outline">Draft</Badge>
          )}
          <Badge variant="honey">{post.category}</Badge>
        </>
      }
      actions={<ResourceCardActions name={post.title} onEdit={onEdit} onDelete={onDelete} />}
    >
      {post.excerpt && <p className="line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>}
      <p className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground">
        <span>
          Created <time dateTime={post.createdAt}>{created}</time>
        </span>
        {updated !== created && (
          <span>
            Updated <time dateTime={post.updatedAt}>{updated}</time>
          </span>
        )}
      </p>
    </ResourceCard>
  )
}

function BlogPostEditor({
  post,
  onSubmit,
  onClose,
}: {
  post: AdminBlogPost | null
  onSubmit: (values: BlogPostValues) => Promise<unknown>
  onClose: () => void
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border/70 bg-card p-4 text-card-foreground shadow-soft sm:p-6"
    >
      <h2 id={headingId} className="mb-4 font-serif text-xl font-semibold">
        {post ? 'Edit Post' : 'New Post'}
      </h2>
      <ResourceForm
        aria-labelledby={headingId}
        schema={blogPostInputSchema}
        defaultValues={post ? blogPostFormValues(post) : blankBlogPost}
        submitLabel={post ? 'Update Post' : 'Create Post'}
        onSubmit={onSubmit}
        onSaved={onClose}
        cancel={
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        }
      >
        {(form) => (
          <>
            <FormField form={form} name="title" label="Title" />
            <SlugFollowsTitle form={form} isNew={post === null} />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                form={form}
                name="slug"
                label="Slug"
                placeholder="built-from-the-title"
                hint="The post's address: /blog/<slug>. Left empty, it is built from the title."
              />
              <CategoryField form={form} categories={blogCategories} />
            </div>
            <FormField
              form={form}
              name="excerpt"
              label="Excerpt"
              kind="textarea"
              rows={2}
              hint="Left empty, the start of the post (up to 200 characters) is shown instead."
            />
            <ContentField form={form} />
            <ImageField
              form={form}
              name="imageUrl"
              label="Featured image"
              purpose="blog"
              toasts={blogImageToasts}
            />
            <FormField
              form={form}
              name="published"
              label="Publish immediately"
              kind="switch"
              hint="Left off, the post is saved as a draft that only staff see."
            />
          </>
        )}
      </ResourceForm>
    </section>
  )
}

/**
 * Spec 3 §5: typing a title fills the slug while the slug is empty. For a new post the slug keeps
 * following the title until staff change it themselves; a saved post's address never changes
 * with its title.
 */
function SlugFollowsTitle({ form, isNew }: { form: BlogForm; isNew: boolean }) {
  const title = useWatch({ control: form.control, name: 'title' }) ?? ''
  const previousTitle = useRef(title)
  useEffect(() => {
    if (title === previousTitle.current) return
    const slug = form.getValues('slug') ?? ''
    const followed = isNew && slug === slugFromTitle(previousTitle.current)
    previousTitle.current = title
    if (!slug || followed) form.setValue('slug', slugFromTitle(title), { shouldDirty: true })
  }, [form, isNew, title])
  return null
}

/** The post's Markdown with a Write / Preview switch; the preview is the blog's own renderer. */
function ContentField({ form }: { form: BlogForm }) {
  const [mode, setMode] = useState<'write' | 'preview'>('write')
  const content = useWatch({ control: form.control, name: 'content' }) ?? ''
  // While the content has a message (a refused submit), the text and its message show.
  const shown = form.formState.errors.content ? 'write' : mode

  return (
    <Tabs value={shown} onValueChange={(value) => setMode(value as 'write' | 'preview')}>
      <TabsList aria-label="Write or preview">
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="write" forceMount hidden={shown !== 'write'}>
        <FormField
          form={form}
          name="content"
          label="Content"
          kind="textarea"
          rows={14}
          hint="Markdown: a blank line starts a new paragraph; ## Heading, **bold**, *italic*, - list, [link](https://…), ![picture](/uploads/…)."
        />
      </TabsContent>
      <TabsContent value="preview" forceMount hidden={shown !== 'preview'}>
        <div className="min-h-40 rounded-xl border border-border bg-background p-4 sm:p-6">
          {shown !== 'preview' ? null : content.trim() ? (
            <MarkdownContent
              content={content}
              className="grid gap-4 leading-relaxed text-foreground/90"
            />
          ) : (
            <p className="text-muted-foreground">Nothing to preview yet.</p>
          )}
        </div>
      </TabsContent>
    </Tabs>
  )
}
