import Hummingbird

extension Router {
    /// `handler` answers GET at `path`, and HEAD with the same status and headers and no body.
    func page(_ path: RouterPath, use handler: @escaping @Sendable (Request, Context) async throws -> Response) {
        get(path, use: handler)
        head(path) { request, context in
            var response = try await handler(request, context)
            if let length = response.body.contentLength { response.headers[.contentLength] = String(length) }
            response.body = ResponseBody()
            return response
        }
    }
}
