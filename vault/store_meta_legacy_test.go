package vault

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"fmt"
)

// encodeMetaLegacy is encodeMeta as it was before it wrote meta.bin as
// a stream: it built the whole file in one []byte. It is kept here, unchanged,
// as the reference the streamed file must equal byte for byte
// (TestMetaStreamMatchesLegacy).
func encodeMetaLegacy(src *Source, chunks [][]*Chunk, hash string) ([]byte, error) {
	var head, grants bytes.Buffer
	if err := gob.NewEncoder(&head).Encode(metaHead{Manifest: src.Manifest, Principals: src.Principals, ContentHash: hash}); err != nil {
		return nil, err
	}
	if err := gob.NewEncoder(&grants).Encode(src.Grants); err != nil {
		return nil, err
	}
	var records, texts []byte
	offsets := make([]uint64, 0, len(src.Documents)+1)
	n := 0
	for i, d := range src.Documents {
		if i > 0 && src.Documents[i-1].ID >= d.ID {
			return nil, fmt.Errorf("documents are not in ID order at %s", d.ID)
		}
		offsets = append(offsets, uint64(len(records)))
		records = encodeDocRecord(records, d, chunks[i], len(texts))
		texts = append(texts, d.Text...)
		n += len(chunks[i])
	}
	offsets = append(offsets, uint64(len(records)))

	hdr := make([]uint64, metaHeaderWords)
	hdr[hdrDocs], hdr[hdrChunks] = uint64(len(src.Documents)), uint64(n)
	out := make([]byte, len(metaMagic)+8*metaHeaderWords, len(metaMagic)+8*metaHeaderWords+head.Len()+grants.Len()+8*len(offsets)+len(records))
	copy(out, metaMagic)
	section := func(b []byte) uint64 {
		off := uint64(len(out))
		out = append(out, b...)
		return off
	}
	hdr[hdrHeadOff], hdr[hdrHeadLen] = section(head.Bytes()), uint64(head.Len())
	hdr[hdrGrantsOff], hdr[hdrGrantsLen] = section(grants.Bytes()), uint64(grants.Len())
	hdr[hdrDocOffsets] = uint64(len(out))
	for _, o := range offsets {
		out = binary.LittleEndian.AppendUint64(out, o)
	}
	hdr[hdrRecords], hdr[hdrRecordsLen] = section(records), uint64(len(records))
	hdr[hdrTexts], hdr[hdrTextsLen] = section(texts), uint64(len(texts))
	ids := make([]tableEntry, len(src.Documents))
	for i, d := range src.Documents {
		ids[i] = tableEntry{d.ID, uint32(i)}
	}
	hdr[hdrTables] = section(encodeKeyTable(ids))
	for t := range numTables {
		var es []tableEntry
		for i, d := range src.Documents {
			for _, k := range lookupKeys(t, d) {
				if k != "" {
					es = append(es, tableEntry{k, uint32(i)})
				}
			}
		}
		hdr[hdrTables+1+int(t)] = section(encodeKeyTable(es))
	}
	if err := encodeLazySections(src, hdr, section); err != nil {
		return nil, err
	}
	for i, w := range hdr {
		binary.LittleEndian.PutUint64(out[len(metaMagic)+8*i:], w)
	}
	return out, nil
}
