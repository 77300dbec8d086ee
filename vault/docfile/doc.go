// Package docfile reads the document files a Vault names with "file" in
// documents.jsonl (PDF, DOCX, HTML, Markdown, plain text) into the one
// document model the rest of citecheck knows: text carrying citecheck's
// locator markup (Markdown headings and clause lines for sections) and,
// for a paged format, one page per physical page with its label.
//
// The format is detected from the file's content, never its name. Every
// reader is bounded by Limits: a file past a limit (a zip bomb, a
// 100,000-page PDF, a reader that runs too long) is bad input naming the
// limit, never an out-of-memory. A reader that cannot read a file (a scan
// with no text layer, an encrypted PDF, a truncated archive) says so; it
// never returns partial text as if it were the whole document.
//
// docfile knows nothing of documents.jsonl, chunks or answers: vault's
// loader calls Read and turns the result into a Document.
package docfile
