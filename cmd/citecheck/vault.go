package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/citecheck/citecheck/vault"
)

// newVaultCmd is `citecheck vault`: build, inspect and query a Vault.
func newVaultCmd(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "vault",
		Short: "Build a Vault index, show documents and chunks, decide access",
		Long: strings.TrimSpace(`
vault groups the commands that work on the document Vault alone: build
indexes a source folder (FORMATS.md, "The Vault folder"), get shows a document with its chunks and
locators or one chunk, access decides who may read what at a given time.

--vault names a built index folder or a source folder; a source folder is
indexed on first use into a cache keyed by its content hash
($CITECHECK_CACHE_DIR, else the user cache folder), so no build step is
needed.`),
		Args: groupArgs,
		RunE: showHelp,
	}
	cmd.AddCommand(newVaultBuildCmd(g), newVaultGetCmd(g), newVaultAccessCmd(g))
	return cmd
}

// vaultBuildOptions are the flags of `citecheck vault build`.
type vaultBuildOptions struct {
	out  string
	json bool
}

// newVaultBuildCmd is `citecheck vault build SRC [--out DIR]`.
func newVaultBuildCmd(g *globalOptions) *cobra.Command {
	o := &vaultBuildOptions{}
	cmd := &cobra.Command{
		Use:   "build SRC [--out DIR] [--json]",
		Short: "Ingest, chunk and index a Vault source folder",
		Long: strings.TrimSpace(`
build validates the source folder SRC (every error names file, line and
field, exit 2, nothing written), chunks every document and indexes it.
With --out the index goes to DIR (replacing an index already there only
once the new one is complete); without it, into the cache that --vault SRC
uses, so later commands start at once.`),
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVaultBuild(g, o, args[0])
		},
	}
	cmd.Flags().StringVar(&o.out, "out", "", "folder to write the index to (default: the cache used by --vault SRC)")
	cmd.Flags().BoolVar(&o.json, "json", false, "print the result as JSON")
	addQuietFlag(cmd, g, "print nothing but errors")
	return cmd
}

// buildResult is what `vault build` reports.
type buildResult struct {
	Name      string `json:"name"`
	Documents int    `json:"documents"`
	Chunks    int    `json:"chunks"`
	Index     string `json:"index"`
}

func runVaultBuild(g *globalOptions, o *vaultBuildOptions, srcDir string) error {
	var ix *vault.Index
	var err error
	if o.out != "" {
		src, lerr := vault.LoadSource(srcDir)
		if lerr != nil {
			return lerr
		}
		if err = vault.BuildAtomic(src, o.out); err != nil {
			return err
		}
		ix, err = vault.OpenBuilt(o.out)
	} else {
		ix, err = vault.OpenSource(srcDir)
	}
	if err != nil {
		return err
	}
	defer ix.Close()
	r := buildResult{Name: ix.Manifest().Name, Documents: len(ix.Documents()), Chunks: ix.NumChunks(), Index: ix.Dir()}
	if o.json {
		return writeVaultJSON(g.stdout, r)
	}
	if g.quiet {
		return nil
	}
	_, err = fmt.Fprintf(g.stdout, "Vault %q: %d documents, %d chunks\nindex: %s\n", r.Name, r.Documents, r.Chunks, r.Index)
	return err
}

// openVault opens --vault, which the vault subcommands require.
func openVault(g *globalOptions, cmdName string) (*vault.Index, error) {
	if g.vault == "" {
		return nil, usagef("vault %s: --vault is required (a built index or a Vault source folder)", cmdName)
	}
	return vault.Open(g.vault)
}

// writeVaultJSON prints v as indented JSON followed by a newline.
func writeVaultJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
