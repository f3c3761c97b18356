import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MarkdownContent } from './markdown-content'

describe('MarkdownContent', () => {
  it('reads the demo posts as before: blank lines part paragraphs, single breaks stay inside', () => {
    const { container } = render(
      <MarkdownContent content={'First line\nstill first.\r\n\r\nSecond.\n\n\n  \nThird.'} />,
    )
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent)
    expect(paragraphs).toEqual(['First line\nstill first.', 'Second.', 'Third.'])
  })

  it('renders headings below the page title, bold, lists and links that leave as plain links', () => {
    render(
      <MarkdownContent
        content={
          '# Picking day\n\nThe **sweetest** mangos.\n\n### Tips\n\n- Early\n- Shade\n\n[Our farm](https://example.org/farm)'
        }
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Picking day' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Tips' })).toBeInTheDocument()
    expect(screen.getByText('sweetest').tagName).toBe('STRONG')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Early',
      'Shade',
    ])
    const link = screen.getByRole('link', { name: 'Our farm' })
    expect(link).toHaveAttribute('href', 'https://example.org/farm')
    expect(link).toHaveAttribute('rel', 'nofollow noopener')
    expect(link).not.toHaveAttribute('target')
  })

  it('shows raw HTML as text and never as markup, and drops script links', () => {
    const { container } = render(
      <MarkdownContent
        content={
          '<script>alert(1)</script>\n\nHello <img src=x onerror="alert(2)"> there\n\n[click](javascript:alert(3))'
        }
      />,
    )
    const html = container.innerHTML
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror="alert(2)"&gt;')
    expect(html).not.toContain('javascript:')
  })

  it("shows this site's pictures with their renditions, and another site's as a link", () => {
    const { container } = render(
      <MarkdownContent
        content={
          '![Mango tree](/uploads/images/0123456789abcdef/1600x1200.webp)\n\n![Far away](https://example.org/a.png)'
        }
      />,
    )
    const image = screen.getByRole('img', { name: 'Mango tree' })
    expect(image).toHaveAttribute('width', '1600')
    expect(image).toHaveAttribute('height', '1200')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image.getAttribute('srcset')).toContain(
      '/uploads/images/0123456789abcdef/480w.webp 480w',
    )
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Far away' })).toHaveAttribute(
      'href',
      'https://example.org/a.png',
    )
  })
})
