package media

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3Options says where an S3 store is and how to sign in to it.
type S3Options struct {
	// URL is s3://bucket or s3://bucket/prefix: every name is stored under prefix.
	URL string
	// Endpoint is the store's base URL (https://s3.eu-central-1.amazonaws.com,
	// http://127.0.0.1:9000); empty for Amazon S3 in Region.
	Endpoint string
	// Region is the store's region (us-east-1 when empty, which most
	// S3-compatible stores accept).
	Region string
	// AccessKey, SecretKey and SessionToken sign every request (AWS signature V4).
	AccessKey, SecretKey, SessionToken string
	// Logger receives the cause of every failure answered as unavailable; nil for
	// slog.Default.
	Logger *slog.Logger
}

// S3 is a Store and Lister in a bucket of any S3-compatible object store. A PUT
// replaces an object whole, so readers never see half of one.
type S3 struct {
	client *minio.Client
	bucket string
	prefix string // "" or ending in "/"
	log    *slog.Logger
}

// s3MaxRetries bounds the client's own retries of a failed request: an outage is
// answered within seconds, not after the library's ten tries with back-off.
const s3MaxRetries = 3

// ParseS3URL splits s3://bucket/prefix into the bucket and the key prefix ("" or
// ending in "/").
func ParseS3URL(raw string) (bucket, prefix string, err error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "s3" || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return "", "", fmt.Errorf("S3 URL %q: want s3://bucket or s3://bucket/prefix", raw)
	}
	prefix = strings.Trim(u.Path, "/")
	if prefix != "" {
		if checkName(prefix) != nil {
			return "", "", fmt.Errorf("S3 URL %q: the prefix is not a plain path", raw)
		}
		prefix += "/"
	}
	return u.Host, prefix, nil
}

// NewS3 returns the S3 store that opts describe. It makes no request.
func NewS3(opts S3Options) (*S3, error) {
	bucket, prefix, err := ParseS3URL(opts.URL)
	if err != nil {
		return nil, err
	}
	if opts.AccessKey == "" || opts.SecretKey == "" {
		return nil, errors.New("S3 storage needs an access key and a secret key (--s3-access-key and --s3-secret-key, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)")
	}
	host, secure := "s3.amazonaws.com", true
	if opts.Endpoint != "" {
		u, err := url.Parse(opts.Endpoint)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.Trim(u.Path, "/") != "" {
			return nil, fmt.Errorf("S3 endpoint %q: want http(s)://host[:port]", opts.Endpoint)
		}
		host, secure = u.Host, u.Scheme == "https"
	}
	region := opts.Region
	if region == "" {
		region = "us-east-1"
	}
	transport := &http.Transport{
		Proxy:                 http.ProxyFromEnvironment,
		DialContext:           (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConnsPerHost:   64,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: 30 * time.Second,
		ExpectContinueTimeout: time.Second,
	}
	client, err := minio.New(host, &minio.Options{
		Creds:      credentials.NewStaticV4(opts.AccessKey, opts.SecretKey, opts.SessionToken),
		Secure:     secure,
		Region:     region,
		Transport:  transport,
		MaxRetries: s3MaxRetries,
	})
	if err != nil {
		return nil, fmt.Errorf("S3 client: %w", err)
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	return &S3{client: client, bucket: bucket, prefix: prefix, log: log}, nil
}

// String names the store for messages: s3://bucket/prefix.
func (s *S3) String() string { return "s3://" + s.bucket + "/" + s.prefix }

// Check reports whether the bucket can be reached and exists.
func (s *S3) Check(ctx context.Context) error {
	ok, err := s.client.BucketExists(ctx, s.bucket)
	if err != nil {
		return fmt.Errorf("S3 bucket %s: %w", s.bucket, err)
	}
	if !ok {
		return fmt.Errorf("S3 bucket %s does not exist", s.bucket)
	}
	return nil
}

// key returns the object key of a checked name.
func (s *S3) key(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	return s.prefix + name, nil
}

// contentType is the type a stored file is served with by the store itself.
func contentType(name string) string {
	switch path.Ext(name) {
	case ".zip":
		return "application/zip"
	case "":
		return "image/jpeg" // a photo's variants are JPEGs
	}
	return "application/octet-stream"
}

// Put implements Store.
func (s *S3) Put(ctx context.Context, name string, data []byte) error {
	key, err := s.key(name)
	if err != nil {
		return err
	}
	_, err = s.client.PutObject(ctx, s.bucket, key, bytes.NewReader(data), int64(len(data)),
		minio.PutObjectOptions{ContentType: contentType(name), SendContentMd5: true})
	return s.fail(ctx, "put", name, err)
}

// Open implements Store with one GET, which answers the size and date and is then
// read as the caller reads; a read elsewhere than where the stream is (a range
// request) asks again from there.
func (s *S3) Open(ctx context.Context, name string) (io.ReadSeekCloser, time.Time, error) {
	key, err := s.key(name)
	if err != nil {
		return nil, time.Time{}, err
	}
	f := &s3File{s: s, ctx: ctx, name: name, key: key}
	info, err := f.get(0)
	if err != nil {
		return nil, time.Time{}, err
	}
	f.size, f.etag = info.Size, info.ETag
	return f, info.LastModified, nil
}

// Delete implements Store; deleting a missing object succeeds, as S3 does.
func (s *S3) Delete(ctx context.Context, name string) error {
	key, err := s.key(name)
	if err != nil {
		return err
	}
	return s.fail(ctx, "delete", name, s.client.RemoveObject(ctx, s.bucket, key, minio.RemoveObjectOptions{}))
}

// StoredObject is what a store says about one stored file.
type StoredObject struct {
	Size int64
	ETag string // the MD5 of the content in hex for an object stored in one PUT
}

// Stat returns the size and ETag of the object stored under name, or an ENOTFOUND
// *amora.Error when there is none.
func (s *S3) Stat(ctx context.Context, name string) (StoredObject, error) {
	key, err := s.key(name)
	if err != nil {
		return StoredObject{}, err
	}
	info, err := s.client.StatObject(ctx, s.bucket, key, minio.StatObjectOptions{})
	if err != nil {
		return StoredObject{}, s.fail(ctx, "stat", name, err)
	}
	return StoredObject{Size: info.Size, ETag: strings.Trim(info.ETag, `"`)}, nil
}

// Photos implements Lister: a photo is the name before "/<variant>" of the objects
// whose last element is a variant (data-export ZIPs and anything else are not photos).
// Keys come sorted, so the variants of one photo arrive together.
func (s *S3) Photos(ctx context.Context, fn func(name string, modified time.Time) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // stops the listing when fn fails
	var current string
	var newest time.Time
	for obj := range s.client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: s.prefix, Recursive: true}) {
		if obj.Err != nil {
			return s.fail(ctx, "list", s.prefix, obj.Err)
		}
		name, variant, ok := cutVariant(strings.TrimPrefix(obj.Key, s.prefix))
		if !ok || !isVariant(variant) || checkName(name) != nil || strings.Count(name, "/") != 1 {
			continue
		}
		if name != current {
			if current != "" {
				if err := fn(current, newest); err != nil {
					return err
				}
			}
			current, newest = name, time.Time{}
		}
		if obj.LastModified.After(newest) {
			newest = obj.LastModified
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if current != "" {
		return fn(current, newest)
	}
	return nil
}

// cutVariant splits "ab/abcd.../card" into the photo name and the variant.
func cutVariant(key string) (name, variant string, ok bool) {
	i := strings.LastIndexByte(key, '/')
	if i < 0 {
		return "", "", false
	}
	return key[:i], key[i+1:], true
}

// fail translates a client error: a missing object is ENOTFOUND; a canceled
// request stays the context's error; anything else (the store is down, slow,
// refuses us) is logged and answered as unavailable.
func (s *S3) fail(ctx context.Context, op, name string, err error) error {
	if err == nil {
		return nil
	}
	if code := minio.ToErrorResponse(err).Code; code == minio.NoSuchKey || code == "NoSuchObject" {
		return errNotFound()
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	s.log.Error("object storage failed", "op", op, "name", name, "store", s.String(), "err", err)
	return fmt.Errorf("media: s3 %s %s: %v: %w", op, name, err, errStorageUnavailable())
}

// s3File is an object being read. It knows the size from the first answer, so the
// seeks http.ServeContent makes to learn it cost no request.
type s3File struct {
	s         *S3
	ctx       context.Context
	name, key string
	etag      string // of the first answer: a later range comes from the same object
	size, pos int64
	body      io.ReadCloser // the stream being read, at bodyPos; nil for none
	bodyPos   int64
}

// get starts reading the object at offset.
func (f *s3File) get(offset int64) (minio.ObjectInfo, error) {
	if f.body != nil {
		f.body.Close()
		f.body = nil
	}
	var opts minio.GetObjectOptions
	if offset > 0 {
		opts.SetRange(offset, 0)
	}
	if f.etag != "" {
		opts.SetMatchETag(f.etag)
	}
	body, info, _, err := minio.Core{Client: f.s.client}.GetObject(f.ctx, f.s.bucket, f.key, opts)
	if err != nil {
		return info, f.s.fail(f.ctx, "open", f.name, err)
	}
	f.body, f.bodyPos = body, offset
	return info, nil
}

func (f *s3File) Read(p []byte) (int, error) {
	if f.pos >= f.size {
		return 0, io.EOF
	}
	if f.body == nil || f.pos != f.bodyPos {
		if _, err := f.get(f.pos); err != nil {
			return 0, err
		}
	}
	n, err := f.body.Read(p)
	f.pos += int64(n)
	f.bodyPos = f.pos
	return n, err
}

func (f *s3File) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += f.pos
	case io.SeekEnd:
		offset += f.size
	default:
		return 0, errors.New("media: invalid whence")
	}
	if offset < 0 {
		return 0, errors.New("media: negative position")
	}
	f.pos = offset
	return offset, nil
}

func (f *s3File) Close() error {
	if f.body == nil {
		return nil
	}
	err := f.body.Close()
	f.body = nil
	return err
}
