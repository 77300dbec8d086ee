package vault

import (
	"errors"
	"os"
	"sync/atomic"
	"unsafe"
)

// textSource reads document texts out of meta.bin's texts section. Where
// meta.bin is memory-mapped it reads them with pread (os.File.ReadAt)
// into memory of their own, so that the mapping's text pages are never
// touched: a page read through the mapping stays in the process's
// resident set until the mapping goes, and the mapping lives as long as
// the process. The heap copy is freed once the document leaves the cache
// (store_meta_cache.go) and its last user drops it.
type textSource struct {
	mapped []byte // the section, in the mapping (or in memory)
	base   int64  // where the section starts in the file
	file   atomic.Pointer[os.File]
}

// useFile reads texts from f from now on (f is meta.bin); without it
// they are strings over the mapped section, as where mapFile reads the
// whole file into memory.
func (s *textSource) useFile(f *os.File) { s.file.Store(f) }

// read returns the text at [off, off+n) of the section.
func (s *textSource) read(off, n int) (string, error) {
	if off < 0 || n < 0 || off > len(s.mapped) || n > len(s.mapped)-off {
		return "", errTextOutside
	}
	if n == 0 {
		return "", nil
	}
	if f := s.file.Load(); f != nil {
		b := make([]byte, n)
		_, err := f.ReadAt(b, s.base+int64(off))
		if err == nil {
			return unsafe.String(unsafe.SliceData(b), n), nil
		}
		if !errors.Is(err, os.ErrClosed) {
			return "", err
		}
		// The Index was closed: the mapping is still there.
	}
	return unsafe.String(unsafe.SliceData(s.mapped[off:]), n), nil
}

// openTexts opens meta.bin at path for reading texts, where it is
// memory-mapped (elsewhere the section is in memory already).
func (t *mappedTable) openTexts(path string) error {
	if !mapsFiles {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	t.texts.useFile(f)
	return nil
}

// close closes the file texts are read from (later reads use the
// mapping).
func (s *textSource) close() error {
	if f := s.file.Swap(nil); f != nil {
		return f.Close()
	}
	return nil
}
