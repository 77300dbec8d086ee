package main

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// linkedPages are the Markdown pages whose local links must resolve: the
// README, every docs page, and the references at the top of the
// repository. Paths are relative to the repository.
func linkedPages(t *testing.T) []string {
	return append(docPages(t), "FORMATS.md", "SECURITY.md", "BENCHMARKS.md")
}

// mdLink is one link of a page: its destination and the line it is on.
type mdLink struct {
	Dest string
	Line int
}

// mdPage is what the link check needs of a page: its links and the
// anchors its headings (and explicit HTML anchors) define.
type mdPage struct {
	Links   []mdLink
	Anchors map[string]bool
}

var htmlAnchor = regexp.MustCompile(`<a\s+(?:id|name)="([^"]+)"`)

// parsePage reads a Markdown page as GitHub renders it (CommonMark with
// tables): links outside code, and the anchors of its headings.
func parsePage(src []byte) mdPage {
	md := goldmark.New(goldmark.WithExtensions(extension.Table))
	doc := md.Parser().Parse(text.NewReader(src))
	p := mdPage{Anchors: map[string]bool{}}
	seen := map[string]int{}
	lineOf := func(n ast.Node) int {
		for c := n; c != nil; c = c.Parent() {
			if c.Type() == ast.TypeBlock && c.Lines().Len() > 0 {
				return 1 + strings.Count(string(src[:c.Lines().At(0).Start]), "\n")
			}
		}
		return 0
	}
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Link:
			p.Links = append(p.Links, mdLink{string(n.Destination), lineOf(n)})
		case *ast.Image:
			p.Links = append(p.Links, mdLink{string(n.Destination), lineOf(n)})
		case *ast.Heading:
			slug := headingSlug(plainText(n, src))
			if k := seen[slug]; k > 0 {
				p.Anchors[fmt.Sprintf("%s-%d", slug, k)] = true
			} else {
				p.Anchors[slug] = true
			}
			seen[slug]++
		}
		return ast.WalkContinue, nil
	})
	for _, m := range htmlAnchor.FindAllSubmatch(src, -1) {
		p.Anchors[string(m[1])] = true
	}
	return p
}

// plainText is a node's text as rendered: code spans' text, links' text,
// no markup.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
			if c.SoftLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(c.Value)
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// headingSlug is the anchor GitHub gives a heading: lower case, every
// character but letters, digits, '_', '-' and spaces dropped, spaces as
// '-' (a repeated heading then takes -1, -2, ...).
func headingSlug(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestDocsLinksResolve: every link of the README, the docs pages and the
// references to a local file names a file or folder that exists, and
// every anchor (`#...`, on the page itself or on another Markdown page)
// names one of that page's headings. Links to the web are not followed.
func TestDocsLinksResolve(t *testing.T) {
	pages := map[string]mdPage{}
	load := func(rel string) (mdPage, error) {
		if p, ok := pages[rel]; ok {
			return p, nil
		}
		src, err := os.ReadFile(filepath.Join(repoRoot, filepath.FromSlash(rel)))
		if err != nil {
			return mdPage{}, err
		}
		pages[rel] = parsePage(src)
		return pages[rel], nil
	}
	checked := 0
	for _, page := range linkedPages(t) {
		p, err := load(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range p.Links {
			if err := checkLink(page, l.Dest, load); err != nil {
				t.Errorf("%s:%d: link %q: %v", page, l.Line, l.Dest, err)
			}
			checked++
		}
	}
	if checked < 40 {
		t.Fatalf("only %d links checked: is the parser reading the pages?", checked)
	}
}

// checkLink resolves one link of page (a path relative to the repository).
func checkLink(page, dest string, load func(string) (mdPage, error)) error {
	u, err := url.Parse(dest)
	if err != nil {
		return err
	}
	if u.Scheme != "" || u.Host != "" {
		return nil // the web: not followed
	}
	target := page
	if u.Path != "" {
		if strings.HasPrefix(u.Path, "/") {
			return fmt.Errorf("an absolute path does not resolve on a clone or on GitHub")
		}
		target = filepath.ToSlash(filepath.Clean(filepath.Join(filepath.Dir(page), u.Path)))
		if strings.HasPrefix(target, "../") {
			return fmt.Errorf("points outside the repository")
		}
		if _, err := os.Stat(filepath.Join(repoRoot, filepath.FromSlash(target))); err != nil {
			return fmt.Errorf("no such file: %s", target)
		}
	}
	if u.Fragment == "" {
		return nil
	}
	if !strings.HasSuffix(target, ".md") {
		return fmt.Errorf("an anchor on %s, which is not a Markdown page", target)
	}
	p, err := load(target)
	if err != nil {
		return err
	}
	if !p.Anchors[u.Fragment] {
		return fmt.Errorf("%s has no heading with the anchor #%s", target, u.Fragment)
	}
	return nil
}

// TestHeadingSlug: anchors as GitHub makes them, for the headings these
// pages have (commands with flags, code, links, repeated headings).
func TestHeadingSlug(t *testing.T) {
	for _, tc := range []struct{ md, want string }{
		{"## Limits", "limits"},
		{"### `citecheck extract [FILE|-] [--vault DIR] [--json]`", "citecheck-extract-file----vault-dir---json"},
		{"### `citecheck serve [--addr 127.0.0.1:8080] --case FILE...`", "citecheck-serve---addr-1270018080---case-file"},
		{"## Continuous integration (GitHub Actions)", "continuous-integration-github-actions"},
		{"# Data formats (the reference is [FORMATS.md](../FORMATS.md))", "data-formats-the-reference-is-formatsmd"},
		{"## Dependencies, and why each is there", "dependencies-and-why-each-is-there"},
		{"## Provider-native responses (`--from`)", "provider-native-responses---from"},
		{"## Ünïcode *emphasis* and_under", "ünïcode-emphasis-and_under"},
	} {
		p := parsePage([]byte(tc.md + "\n"))
		if !p.Anchors[tc.want] || len(p.Anchors) != 1 {
			t.Errorf("%q: anchors %v, want %q", tc.md, p.Anchors, tc.want)
		}
	}
	p := parsePage([]byte("## Development\n\ntext\n\n## Development\n"))
	if !p.Anchors["development"] || !p.Anchors["development-1"] {
		t.Errorf("a repeated heading: anchors %v, want development and development-1", p.Anchors)
	}
}

// TestCheckLinkRefuses: the link check fails on each kind of broken link,
// so TestDocsLinksResolve passing means something; links in code are not
// links.
func TestCheckLinkRefuses(t *testing.T) {
	pages := map[string]mdPage{
		"README.md":     parsePage([]byte("# citecheck\n\n## Quick start\n")),
		"docs/judge.md": parsePage([]byte("# Judge\n\n## Endpoints\n")),
	}
	load := func(rel string) (mdPage, error) {
		if p, ok := pages[rel]; ok {
			return p, nil
		}
		return mdPage{}, fmt.Errorf("not loaded: %s", rel)
	}
	for _, tc := range []struct {
		page, dest string
		ok         bool
	}{
		{"docs/judge.md", "../README.md#quick-start", true},
		{"docs/judge.md", "#endpoints", true},
		{"README.md", "docs/judge.md#endpoints", true},
		{"README.md", "https://example.com/nowhere#x", true},
		{"docs/judge.md", "#endpoint", false},             // a heading that is not there
		{"README.md", "docs/judge.md#quick-start", false}, // the heading is on another page
		{"docs/judge.md", "FORMATS.md", false},            // relative to docs/, not the root
		{"README.md", "docs/no-such-page.md", false},      // no such file
		{"README.md", "go.mod#module", false},             // an anchor on a file that is not Markdown
		{"README.md", "../outside.md", false},             // outside the repository
		{"README.md", "/README.md", false},                // absolute
	} {
		err := checkLink(tc.page, tc.dest, load)
		if (err == nil) != tc.ok {
			t.Errorf("%s: link %q: err %v, want ok=%v", tc.page, tc.dest, err, tc.ok)
		}
	}
	p := parsePage([]byte("Run `[x](nowhere.md)`:\n\n```\n[y](nowhere.md)\n```\n\n[z](here.md) and [r][ref].\n\n[ref]: ref.md#a\n"))
	var dests []string
	for _, l := range p.Links {
		dests = append(dests, l.Dest)
	}
	if strings.Join(dests, " ") != "here.md ref.md#a" {
		t.Errorf("links read %q, want the inline and reference links outside code only", dests)
	}
}
