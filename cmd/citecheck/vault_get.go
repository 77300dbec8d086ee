package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/vault"
)

// vaultGetOptions are the flags of `citecheck vault get`.
type vaultGetOptions struct {
	json bool
}

// newVaultGetCmd is `citecheck vault get ID [--vault DIR] [--json]`.
func newVaultGetCmd(g *globalOptions) *cobra.Command {
	o := &vaultGetOptions{}
	cmd := &cobra.Command{
		Use:   "get ID [--vault DIR] [--json]",
		Short: "Show a document with its chunks and locators, or one chunk",
		Long: strings.TrimSpace(`
get shows a document (its documents.jsonl fields without the text) and every chunk
with its pages, section, paragraphs, byte offsets (start, end: UTF-8 bytes
into the document text, as FORMATS.md says) and token count; for a
chunk ID such as VLT-0001#c3, that chunk alone with its full text. --json
prints the document with "chunks" (each with every chunk field of
FORMATS.md, text included), or the chunk object.`),
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVaultGet(g, o, args[0])
		},
	}
	cmd.Flags().BoolVar(&o.json, "json", false, "print JSON")
	addVaultFlag(cmd, g)
	return cmd
}

// documentView is `vault get --json` for a document: its fields (Text is
// never serialised) plus its chunks.
type documentView struct {
	*vault.Document
	Chunks []chunkView `json:"chunks"`
}

// chunkView is a chunk with every field FORMATS.md gives it ("The Vault
// folder") always present (empty locators as ""), so scripts see one schema whatever the document's markup.
type chunkView struct {
	ID        string `json:"id"`
	Doc       string `json:"doc"`
	N         int    `json:"n"`
	PageStart string `json:"page_start"`
	PageEnd   string `json:"page_end"`
	Section   string `json:"section"`
	// Sections is every section the chunk holds text of (short clauses
	// share a chunk), [] when it holds none.
	Sections       []string `json:"sections"`
	ParagraphStart string   `json:"paragraph_start"`
	ParagraphEnd   string   `json:"paragraph_end"`
	Start          int      `json:"start"`
	End            int      `json:"end"`
	Tokens         int      `json:"tokens"`
	Text           string   `json:"text"`
}

func viewChunk(c *vault.Chunk) chunkView {
	held := c.Sections
	if len(held) == 0 {
		held = []string{}
		if c.Section != "" {
			held = []string{c.Section}
		}
	}
	return chunkView{c.ID, c.Doc, c.N, c.PageStart, c.PageEnd, c.Section, held, c.ParagraphStart, c.ParagraphEnd, c.Start, c.End, c.Tokens, c.Text}
}

func runVaultGet(g *globalOptions, o *vaultGetOptions, id string) error {
	ix, err := openVault(g, "get")
	if err != nil {
		return err
	}
	defer ix.Close()
	if strings.Contains(id, "#") {
		c, ok := ix.Chunk(id)
		if !ok {
			return &vault.NotFoundError{ID: id}
		}
		if o.json {
			return writeVaultJSON(g.stdout, viewChunk(c))
		}
		return printChunk(g.stdout, c, true)
	}
	d, ok := ix.Document(id)
	if !ok {
		return &vault.NotFoundError{ID: id}
	}
	chunks := ix.Chunks(id)
	if o.json {
		v := documentView{Document: d, Chunks: make([]chunkView, len(chunks))}
		for i, c := range chunks {
			v.Chunks[i] = viewChunk(c)
		}
		return writeVaultJSON(g.stdout, v)
	}
	return printDocument(g.stdout, d, chunks)
}
