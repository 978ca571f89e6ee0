package media

import (
	"context"
	"crypto/md5"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"amora"
)

// CopyResult counts what CopyToS3 did.
type CopyResult struct {
	Copied, Skipped int
	Bytes           int64 // of the files copied
}

// CopyToS3 copies every file of a disk store (photo variants, data-export ZIPs) to
// an S3 store under the same name. It can be stopped and run again: a file whose
// object is already there with the same size and content (its ETag is the file's
// MD5) is skipped, so a second run copies nothing. Temporary files of unfinished
// writes are left out. progress, when not nil, is told of each file.
func CopyToS3(ctx context.Context, from Disk, to *S3, progress func(name string, copied bool)) (CopyResult, error) {
	var res CopyResult
	err := filepath.WalkDir(from.Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) && path == from.Dir {
				return fs.SkipAll // nothing stored yet
			}
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if !d.Type().IsRegular() || strings.HasPrefix(d.Name(), ".put-") {
			return nil
		}
		rel, err := filepath.Rel(from.Dir, path)
		if err != nil {
			return err
		}
		name := filepath.ToSlash(rel)
		if checkName(name) != nil {
			return nil // not a name the stores make
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if same, err := alreadyStored(ctx, to, name, data); err != nil {
			return err
		} else if same {
			res.Skipped++
			if progress != nil {
				progress(name, false)
			}
			return nil
		}
		if err := to.Put(ctx, name, data); err != nil {
			return err
		}
		res.Copied++
		res.Bytes += int64(len(data))
		if progress != nil {
			progress(name, true)
		}
		return nil
	})
	return res, err
}

// alreadyStored reports whether to holds data under name: the same size, and an
// ETag that is data's MD5 (or, for an object stored in parts, whose ETag is no MD5,
// the same size alone).
func alreadyStored(ctx context.Context, to *S3, name string, data []byte) (bool, error) {
	obj, err := to.Stat(ctx, name)
	if amora.ErrorCode(err) == amora.ENOTFOUND {
		return false, nil
	} else if err != nil {
		return false, err
	}
	if obj.Size != int64(len(data)) {
		return false, nil
	}
	if strings.Contains(obj.ETag, "-") {
		return true, nil
	}
	sum := md5.Sum(data)
	return strings.EqualFold(obj.ETag, hex.EncodeToString(sum[:])), nil
}
